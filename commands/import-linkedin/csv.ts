/**
 * A LinkedIn CSV as rows of named columns. Its header row is found, not assumed to be the first:
 * some files open with a "Notes:" preamble, which a naive reader takes for the header and then
 * reads zero rows. A column is named as the export names it; where exports differ (Education's
 * "Start Date" or "Started On"), each name it goes by is accepted.
 */
import { parse } from 'csv-parse/sync';
import { inertText } from '../terminal-cells.ts';
import type { LinkedInFile } from './archive.ts';

/** A column: the name the import uses for it first, then any other name exports give it. */
type Column = readonly [name: string, ...aliases: string[]];

type FileColumns = {
  /** Without these the file cannot be read: it fails, naming the column. */
  required: readonly Column[];
  optional: readonly Column[];
};

/** Each file's columns, as LinkedIn's exports name them (docs/import-linkedin.md). */
export const fileColumns: Record<LinkedInFile, FileColumns> = {
  'Profile.csv': {
    required: [['First Name'], ['Last Name']],
    optional: [
      ['Maiden Name'],
      ['Address'],
      ['Birth Date'],
      ['Headline'],
      ['Summary'],
      ['Industry'],
      ['Zip Code'],
      ['Geo Location'],
      ['Twitter Handles'],
      ['Websites'],
      ['Instant Messengers'],
    ],
  },
  'Email Addresses.csv': {
    required: [['Email Address']],
    optional: [['Confirmed'], ['Primary'], ['Updated On']],
  },
  'Positions.csv': {
    required: [['Company Name'], ['Title'], ['Started On']],
    optional: [['Description'], ['Location'], ['Finished On']],
  },
  'Education.csv': {
    required: [['School Name'], ['Degree Name'], ['Start Date', 'Started On']],
    optional: [['End Date', 'Finished On'], ['Notes'], ['Activities']],
  },
  'Certifications.csv': {
    required: [['Name'], ['Authority'], ['Started On']],
    optional: [['Url'], ['Finished On'], ['License Number']],
  },
  'Projects.csv': {
    required: [['Title'], ['Description']],
    optional: [['Url'], ['Started On'], ['Finished On']],
  },
  'Skills.csv': { required: [['Name']], optional: [] },
};

/** A data row (a cell's line breaks as \n, whatever the file's): its number (the first row after the header is 1) and its cells by column name. */
export type CsvRow = { number: number; cells: Record<string, string> };

export type CsvTable = {
  file: LinkedInFile;
  /** The header's columns as the file names them. */
  header: string[];
  rows: CsvRow[];
  /** Columns of the file the import does not know, as named there. */
  unknownColumns: string[];
  /** Each known column's name as this file has it ("Started On" for Education's "Start Date"). */
  namedAs: (column: string) => string;
};

/** A file that cannot be read, with why, naming the file (and the column). */
export class CsvError extends Error {}

const normalized = (name: string) => name.trim().toLowerCase();
/** Only the first rows are searched for the header: a preamble is a few lines. */
const headerSearchRows = 20;

export function parseLinkedInCsv(file: LinkedInFile, text: string): CsvTable {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    // csv-parse may quote the text it stopped at.
    throw new CsvError(`${file} is not CSV a program can read (${inertText((error as Error).message)})`);
  }
  const { required, optional } = fileColumns[file];
  const known = [...required, ...optional];
  const isKnown = (cell: string) =>
    known.some((column) => column.some((name) => normalized(name) === normalized(cell)));
  const headerIndex = records.slice(0, headerSearchRows).findIndex((record) => record.some(isKnown));
  const expected = required.map((column) => column.join('" or "')).join('", "');
  if (headerIndex === -1) throw new CsvError(`${file} has no header row naming its columns ("${expected}")`);
  const header = records[headerIndex].map((cell) => cell.trim());
  const indexOf = (column: Column) =>
    header.findIndex((cell) => column.some((name) => normalized(name) === normalized(cell)));
  const missing = required.filter((column) => indexOf(column) === -1);
  if (missing.length > 0) {
    const names = missing.map((column) => `"${column.join('" (or "')}${column.length > 1 ? '")' : '"'}`);
    throw new CsvError(
      `${file} has no column ${names.join(', ')}: its header row is ${header.map((cell) => `"${inertText(cell)}"`).join(', ')}`,
    );
  }
  const columns = known.flatMap((column) => {
    const index = indexOf(column);
    return index === -1 ? [] : [[column[0], index] as const];
  });
  const rows = records
    .slice(headerIndex + 1)
    .filter((record) => record.some((cell) => cell.trim() !== ''))
    .map((record, index) => ({
      number: index + 1,
      cells: Object.fromEntries(
        columns.map(([name, at]) => [name, (record[at] ?? '').trim().replace(/\r\n?/g, '\n')]),
      ),
    }));
  const namedAs = (column: string) => {
    const index = columns.find(([name]) => name === column)?.[1];
    return index === undefined ? column : header[index];
  };
  return {
    file,
    header,
    rows,
    unknownColumns: header.filter((cell) => cell !== '' && !isKnown(cell)),
    namedAs,
  };
}

/**
 * A list field, `[PERSONAL:https://a.example,PORTFOLIO:https://b.example]` or `[handle]`: each
 * item with its kind when it names one. A URL's own commas are rare; a comma starts a new item
 * only before a `KIND:`, or anywhere in a list without kinds.
 */
export function parseListField(value: string): { kind?: string; value: string }[] {
  const inner = value.trim().replace(/^\[/, '').replace(/\]$/, '').trim();
  if (inner === '') return [];
  const hasKinds = /^[A-Z_]+:/.test(inner);
  const items = hasKinds ? inner.split(/,(?=\s*[A-Z_]+:)/) : inner.split(',');
  return items
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const kinded = item.match(/^([A-Z_]+):(.*)$/s);
      return kinded && hasKinds ? { kind: kinded[1], value: kinded[2].trim() } : { value: item };
    });
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A LinkedIn date as content/'s: "Jun 2021" is "2021-06", "2021" stays "2021". Undefined for an
 * empty cell; an error, in the CSV's words, for any other text.
 */
export function careerDateOf(column: string, value: string): { date?: string; error?: string } {
  if (value === '') return {};
  const monthYear = value.match(/^([A-Za-z]{3,})\.?\s+(\d{4})$/);
  const month = monthYear ? months.indexOf(monthYear[1].slice(0, 3).toLowerCase()) : -1;
  if (monthYear && month !== -1) return { date: `${monthYear[2]}-${String(month + 1).padStart(2, '0')}` };
  if (/^\d{4}(-\d{2})?$/.test(value)) return { date: value };
  return { error: `${inertText(column)} "${inertText(value)}" is not a date like "Jun 2021" or "2021"` };
}
