import { PRESENT } from '../spec-constants.ts';
import { monthNamesFromIntl } from './month-names.ts';

// Set by vite.config.ts (`define`) in the page's build: the month names Intl gave at build time.
declare const __MONTH_NAMES__: readonly string[] | undefined;

// A fixed locale (en-US): the server's prerender and every visitor's browser must print the same
// words. The names come from Intl, but the page's build asks it once, when it is built: on the
// visitor's phone the first Intl.DateTimeFormat loads ICU data on the main thread just before the
// dates can show (docs/decisions.md, "ICU at build time"). Node (the résumé, tests) asks Intl
// itself.
const monthNames = typeof __MONTH_NAMES__ === 'undefined' ? monthNamesFromIntl() : __MONTH_NAMES__;

/**
 * "2022-04" or "2022-04-15" → "April 2022" (en-US "MMMM y"); a year alone, "2022", stays "2022"
 * (shared/schema.ts careerDate): a month the owner did not write is never made up. The string is read as calendar parts,
 * never through `new Date('2022-04')`: that is midnight UTC, which is still March anywhere west of
 * Greenwich, so no time zone can move a month.
 */
export function formatMonthYear(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return month === undefined ? String(year) : `${monthNames[month - 1]} ${year}`;
}

/** Spec §2 Work Experience: "Month YYYY – Month YYYY", or "– Present" without an endDate. */
export function formatDateRange(startDate: string, endDate?: string): string {
  return `${formatMonthYear(startDate)} – ${endDate ? formatMonthYear(endDate) : PRESENT}`;
}

/** Spec §2 Education: "startYear – endYear"; a degree still in progress ends "– Present", as a current job does. */
export function formatYearRange(startYear: number, endYear?: number): string {
  return `${startYear} – ${endYear ?? PRESENT}`;
}
