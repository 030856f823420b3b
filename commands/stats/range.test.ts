import { describe, expect, it } from 'vitest';
import { utcDayOf } from '../../shared/utc-day.ts';
import { lastDays, maxDays, parseDays } from './range.ts';

describe('lastDays', () => {
  it('ends with today in UTC, even where it is still yesterday or already tomorrow', () => {
    // 23:30 on 2026-11-24 in UTC is already the 25th in Delhi; 00:30 UTC is still the 23rd in New York.
    expect(lastDays(3, new Date('2026-11-24T23:30:00Z'))).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(lastDays(1, new Date('2026-11-24T00:30:00Z'))).toEqual(['2026-11-24']);
    expect(utcDayOf(new Date('2026-11-24T23:59:59.999Z'))).toBe('2026-11-24');
  });

  it('counts back across month and year ends and leap days, oldest first', () => {
    expect(lastDays(3, new Date('2028-03-01T12:00:00Z'))).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(lastDays(2, new Date('2027-01-01T08:00:00Z'))).toEqual(['2026-12-31', '2027-01-01']);
    expect(lastDays(30, new Date('2026-11-24T08:00:00Z'))).toHaveLength(30);
  });
});

describe('parseDays', () => {
  it('takes a whole number of days, 30 when none is given', () => {
    expect(parseDays(undefined)).toBe(30);
    expect(parseDays('7')).toBe(7);
    expect(parseDays('1')).toBe(1);
    expect(parseDays(String(maxDays))).toBe(maxDays);
  });

  it.each(['0', '-3', '2.5', 'abc', '', '1e3', ' 7', String(maxDays + 1)])(
    'refuses %j, saying what it wants',
    (text) => {
      expect(() => parseDays(text)).toThrow(
        `--days takes a whole number of days from 1 to ${maxDays}, e.g. --days 7; got "${text}".`,
      );
    },
  );
});
