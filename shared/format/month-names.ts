/**
 * "April {year}", "abril de {year}", "{year}年4月": how a language writes each of the twelve months
 * with its year, as Intl writes it. Asked at build time (builder/page-data.ts): on the visitor's
 * phone the first Intl.DateTimeFormat loads ICU data on the main thread just before the dates can
 * show (docs/decisions.md, "ICU at build time"). Latin digits and the Gregorian calendar in every
 * language, as the content's own dates are written.
 */
export function monthYearPatterns(locale: string): string[] {
  // English is the spec's: en-US's "MMMM y".
  const tag = locale === 'en' ? 'en-US' : locale;
  // The content's dates are Gregorian: a language whose default calendar is another (Persian,
  // Thai Buddhist) still names the Gregorian month.
  const format = new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    calendar: 'gregory',
    numberingSystem: 'latn',
  });
  return Array.from({ length: 12 }, (_, index) =>
    format
      .formatToParts(Date.UTC(2000, index, 1))
      .map((part) => (part.type === 'year' ? '{year}' : part.value))
      .join(''),
  );
}
