/**
 * How the LinkedIn import reads a row: its cells as content's values (text, dates, web addresses),
 * checked by the content schema, and each row named in the report in the CSV's own words
 * (`Certifications.csv row 3 ("AWS SAA")`).
 */
import type { z } from 'zod';
import { inertText } from '../terminal-cells.ts';
import { type CsvRow, type CsvTable, careerDateOf } from './csv.ts';

export const text = (value: string) => (value === '' ? undefined : value);
/** A cell's text, quoted, cut at 40 characters and inert as `npm run messages` prints a visitor's. */
export const quoted = (value: string) =>
  inertText(JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value));

/** How a row is named in the report: its file, number and the text that names it. */
export const rowName = (table: CsvTable, row: CsvRow, labelColumn: string) =>
  `${table.file} row ${row.number}${row.cells[labelColumn] ? ` (${quoted(row.cells[labelColumn])})` : ''}`;

/**
 * A content entry made from a row, checked by its schema; undefined (and the row noted as
 * skipped, with each reason in its columns' names) when the site could not show it.
 */
export function checkedEntry<T>(
  schema: z.ZodType<T>,
  entry: Record<string, unknown>,
  columns: Record<string, string>,
  named: string,
  skipped: string[],
): T | undefined {
  const result = schema.safeParse(entry);
  if (result.success) return result.data;
  const reasons = result.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const column = columns[field] ?? field;
    if (entry[field] === undefined) return `${column} is empty`;
    let message = issue.message;
    for (const [contentField, csvColumn] of Object.entries(columns))
      message = message.replaceAll(new RegExp(`\\b${contentField}\\b`, 'g'), csvColumn);
    return message.startsWith(column) ? message : `${column} ${message}`;
  });
  skipped.push(`${named}: skipped, ${reasons.join('; ')}`);
  return undefined;
}

/** A web address as the site takes it, or why not. */
export function webAddress(column: string, value: string): { url?: string; error?: string } {
  if (value === '') return {};
  const url = /^www\./i.test(value) ? `https://${value}` : value;
  try {
    const parsed = new URL(url);
    if (/^https?:$/.test(parsed.protocol) && parsed.hostname.includes('.')) return { url };
  } catch {
    // Not an address at all: said below, as one that is not http(s).
  }
  return { error: `${column} ${quoted(value)} is not a web address` };
}

/** Columns with values the site has no place for, counted over the rows, as one note each. */
export function unmappedColumns(table: CsvTable, columns: Record<string, string>, notMapped: string[]) {
  for (const [column, why] of Object.entries(columns)) {
    const filled = table.rows.filter((row) => row.cells[column]).length;
    if (filled > 0)
      notMapped.push(`${table.file} ${column} (${filled} row${filled === 1 ? '' : 's'}): ${why}`);
  }
  for (const column of table.unknownColumns)
    notMapped.push(`${table.file} column "${inertText(column)}": not a column the import knows`);
}

/** A date cell as content's date, or the row's note when it is not one. */
export function dates(
  row: CsvRow,
  columns: string[],
  problems: string[],
  namedAs = (column: string) => column,
) {
  return columns.map((column) => {
    const { date, error } = careerDateOf(namedAs(column), row.cells[column] ?? '');
    if (error) problems.push(error);
    return date;
  });
}

export const yearOf = (date: string | undefined) =>
  date === undefined ? undefined : Number(date.slice(0, 4));
export const titleOf = (entry: Record<string, unknown>) =>
  typeof entry.title === 'string' ? entry.title : undefined;
