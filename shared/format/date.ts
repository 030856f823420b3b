/**
 * How a language writes a career's dates: its month-and-year patterns (./month-names.ts) and its
 * word for an open end ("Present").
 */
export type DateWords = { monthYear: readonly string[]; present: string };

/**
 * "2022-04" or "2022-04-15" → "April 2022" (in English); a year alone, "2022", stays "2022"
 * (shared/schema.ts careerDate): a month the owner did not write is never made up. The string is
 * read as calendar parts, never through `new Date('2022-04')`: that is midnight UTC, which is still
 * March anywhere west of Greenwich, so no time zone can move a month.
 */
export function formatMonthYear(date: string, words: DateWords): string {
  const [year, month] = date.split('-').map(Number);
  return month === undefined ? String(year) : words.monthYear[month - 1].replace('{year}', String(year));
}

/** Spec §2 Work Experience: "Month YYYY – Month YYYY", or "– Present" without an endDate. */
export function formatDateRange(startDate: string, endDate: string | undefined, words: DateWords): string {
  return `${formatMonthYear(startDate, words)} – ${endDate ? formatMonthYear(endDate, words) : words.present}`;
}

/** Spec §2 Education: "startYear – endYear"; a degree still in progress ends "– Present", as a current job does. */
export function formatYearRange(
  startYear: number,
  endYear: number | undefined,
  words: Pick<DateWords, 'present'>,
): string {
  return `${startYear} – ${endYear ?? words.present}`;
}
