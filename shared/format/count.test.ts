import { expect, it } from 'vitest';
import { countFormatOf, formatCount } from './count.ts';

// The site's nine languages, and some an owner may add: other digits, Indian grouping, no group under 10,000.
const languages = ['en', 'de', 'es', 'fr', 'pt', 'ja', 'zh', 'hi', 'ar', 'fa', 'bn', 'pl', 'ru', 'he'];
const values = [0, 7, 42, 999, 1000, 1234, 9999, 10_000, 12_345, 123_456, 1_234_567, 12_345_678, 987_654_321];

it.each(languages)('writes whole numbers in %s as Intl.NumberFormat does', (locale) => {
  const format = countFormatOf(locale);
  const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  for (const value of values) expect(formatCount(value, format)).toBe(intl.format(value));
});
