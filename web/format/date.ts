import { PRESENT } from '../constants.ts';

// A fixed locale and the UTC zone: the server's prerender and every visitor's browser must print
// the same words, and a month must not move with the visitor's time zone.
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * "2022-04" or "2022-04-15" → "April 2022". The string is read as calendar parts, never through
 * `new Date('2022-04')`: that is midnight UTC, which is still March anywhere west of Greenwich.
 */
export function formatMonthYear(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return monthYear.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Spec §2 Work Experience: "Month YYYY – Month YYYY", or "– Present" without an endDate. */
export function formatDateRange(startDate: string, endDate?: string): string {
  return `${formatMonthYear(startDate)} – ${endDate ? formatMonthYear(endDate) : PRESENT}`;
}
