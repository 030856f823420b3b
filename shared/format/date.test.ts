import { afterAll, describe, expect, it } from 'vitest';
import { en } from '../texts/en.ts';
import { formatMonthYear as formatMonth, formatDateRange as formatRange, formatYearRange } from './date.ts';
import { monthYearPatterns } from './month-names.ts';

const english = { monthYear: monthYearPatterns('en'), present: en.present };
const formatMonthYear = (date: string) => formatMonth(date, english);
const formatDateRange = (start: string, end?: string) => formatRange(start, end, english);

const originalTimeZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

// Node re-reads TZ when it is assigned, so one process can visit many zones. West of UTC a naive
// `new Date('2022-04')` is still March; far east, a naive end-of-month parse would be next month.
describe.each([
  'UTC',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Etc/GMT+12',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
])('in the time zone %s', (timeZone) => {
  it('shows the month and year as written', () => {
    process.env.TZ = timeZone;
    expect(formatMonthYear('2022-04')).toBe('April 2022');
    expect(formatMonthYear('2017-01')).toBe('January 2017');
    expect(formatMonthYear('2019-12-31')).toBe('December 2019');
    expect(formatMonthYear('2020-03-01')).toBe('March 2020');
  });

  it('shows a year written alone as the year, without making up a month', () => {
    process.env.TZ = timeZone;
    expect(formatMonthYear('2020')).toBe('2020');
    expect(formatDateRange('2018', '2020-03')).toBe('2018 – March 2020');
    expect(formatDateRange('2020')).toBe('2020 – Present');
  });

  it('writes a range, and Present when there is no end date', () => {
    process.env.TZ = timeZone;
    expect(formatDateRange('2019-07', '2022-03')).toBe('July 2019 – March 2022');
    expect(formatDateRange('2022-04')).toBe('April 2022 – Present');
  });
});

it('really changes time zone, so the tests above would catch a local-time parse', () => {
  process.env.TZ = 'America/Los_Angeles';
  const naive = new Date('2022-04');
  expect(naive.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })).toBe('March 2022');
  process.env.TZ = 'Asia/Kolkata';
  expect(new Date('2022-04').toLocaleDateString('en-US', { month: 'long', year: 'numeric' })).toBe(
    'April 2022',
  );
});

it('takes its month names from Intl, January to December', () => {
  expect(monthYearPatterns('en')).toEqual(
    [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ].map((month) => `${month} {year}`),
  );
});

it('writes each language’s months and years its own way, in Latin digits', () => {
  const words = (locale: string, present: string) => ({ monthYear: monthYearPatterns(locale), present });
  expect(formatRange('2019-07', '2022-03', words('de', 'heute'))).toBe('Juli 2019 – März 2022');
  expect(formatRange('2019-07', undefined, words('es', 'Actualidad'))).toBe('julio de 2019 – Actualidad');
  expect(formatMonth('2022-04', words('zh', ''))).toBe('2022年4月');
  expect(formatMonth('2022-04', words('ja', ''))).toBe('2022年4月');
  expect(formatMonth('2022-04', words('ar', ''))).toBe('أبريل 2022');
  // Gregorian months, whatever the language's own calendar; and a tag with extensions of its own.
  expect(formatMonth('2022-01', words('fa', ''))).toMatch(/^ژانویه/);
  expect(formatMonth('2022-01', words('th', ''))).toBe('มกราคม 2022');
  expect(formatMonth('2022-04', words('de-u-co-phonebk', ''))).toBe('April 2022');
});

it('writes a degree’s years, and Present for one still in progress, as for a current job', () => {
  expect(formatYearRange(2012, 2016, english)).toBe('2012 – 2016');
  expect(formatYearRange(2023, undefined, english)).toBe('2023 – Present');
});
