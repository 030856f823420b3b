import { PRESENT } from '../constants.ts';

// A fixed locale and the UTC zone: the server's prerender and every visitor's browser must print
// the same words, and a month must not move with the visitor's time zone. Made on first use: the
// first Intl.DateTimeFormat loads ICU data, about 90 ms of a slow phone's main thread, which at
// module level delayed the whole page's start-up rather than only the first date shown.
let monthYear: Intl.DateTimeFormat | undefined;

/**
 * "2022-04" or "2022-04-15" → "April 2022". The string is read as calendar parts, never through
 * `new Date('2022-04')`: that is midnight UTC, which is still March anywhere west of Greenwich.
 */
export function formatMonthYear(date: string): string {
  const [year, month] = date.split('-').map(Number);
  monthYear ??= new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthYear.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Spec §2 Work Experience: "Month YYYY – Month YYYY", or "– Present" without an endDate. */
export function formatDateRange(startDate: string, endDate?: string): string {
  return `${formatMonthYear(startDate)} – ${endDate ? formatMonthYear(endDate) : PRESENT}`;
}
