/**
 * How a language writes the content's dates, asked of Intl at build time (docs/decisions.md, "ICU
 * at build time"): the pages and the search's results show the text, so neither the phone nor the
 * Worker builds a formatter (a first `Intl.DateTimeFormat` costs a new isolate tens of ms).
 */
import { formatMonthYear } from '../shared/format/date.ts';
import { monthYearPatterns } from '../shared/format/month-names.ts';

/** A day, YYYY-MM-DD, as a language writes it: "14 March 2025", "14. März 2025", "2025年3月14日". */
export const dayText = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const monthYears = new Map<string, string[]>();

/** A day as dayText writes it, a month as the portfolio's career does ("April 2022"), a year as it is. */
export function dateText(date: string, locale: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return dayText(date, locale);
  let monthYear = monthYears.get(locale);
  if (!monthYear) {
    monthYear = monthYearPatterns(locale);
    monthYears.set(locale, monthYear);
  }
  return formatMonthYear(date, { monthYear, present: '' });
}
