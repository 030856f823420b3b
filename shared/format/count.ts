/**
 * A whole number as a language writes it ("1,234", "1.234", "12,34,567", "۱٬۲۳۴"): its digits, its
 * group separator and sizes, asked of Intl at build time (builder/page-data.ts), as the month
 * names are (./month-names.ts). On the phone the first Intl.NumberFormat loads ICU data on the main
 * thread: 350–550 ms at Lighthouse's 4× slowdown on this machine, the longest task of the page's
 * start (docs/decisions.md, "ICU at build time"). It also keeps the prerender's Node and the
 * visitor's browser writing the same number, whatever ICU each has.
 */
export type CountFormat = {
  /** The ten digits, 0 to 9. */
  digits: string[];
  group: string;
  /** The digits of the last group, and of each before it (3 and 3; Hindi's 3 and 2). */
  sizes: [number, number];
  /** Groups only from this many digits on: 4, or 5 where "1234" stays whole (Spanish, Polish). */
  groupFrom: number;
};

export function countFormatOf(locale: string): CountFormat {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const integers = (value: number) =>
    format
      .formatToParts(value)
      .filter((part) => part.type === 'integer')
      .map((part) => part.value.length);
  const parts = format.formatToParts(12_345_678);
  const groups = integers(12_345_678);
  const last = groups.at(-1) ?? 3;
  return {
    digits: Array.from({ length: 10 }, (_, digit) => format.format(digit)),
    group: parts.find((part) => part.type === 'group')?.value ?? '',
    sizes: [last, groups.length > 2 ? (groups.at(-2) ?? last) : last],
    groupFrom: integers(10 ** last).length > 1 ? last + 1 : last + 2,
  };
}

/** `value` (a whole number ≥ 0) written as `format` says, without Intl. */
export function formatCount(value: number, { digits, group, sizes, groupFrom }: CountFormat): string {
  let rest = String(Math.trunc(value));
  const written = (digitsOf: string) => [...digitsOf].map((digit) => digits[Number(digit)]).join('');
  if (rest.length < groupFrom) return written(rest);
  const groups = [rest.slice(-sizes[0])];
  rest = rest.slice(0, -sizes[0]);
  while (rest.length > 0) {
    groups.unshift(rest.slice(-sizes[1]));
    rest = rest.slice(0, -sizes[1]);
  }
  return groups.map(written).join(group);
}
