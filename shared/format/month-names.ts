/** The twelve month names as Intl writes them in the page's locale ("January" … "December"). */
export function monthNamesFromIntl(): string[] {
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2000, index, 1)));
}
