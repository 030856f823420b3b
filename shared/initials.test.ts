import { describe, expect, it } from 'vitest';
import { graphemesOf, initialsFromName, siteInitials } from './initials.ts';

describe('initials', () => {
  it.each([
    ['Aarav Sharma', 'AS'],
    ['Dr. Lena Vasquez', 'LV'],
    ['lena maría de la vega', 'LV'],
    ['Ólafur Arnalds', 'ÓA'],
    ['प्रिया शर्मा', 'प्रिश'],
    ['王伟', '王伟'],
    ['김민준', '김민'],
    ['Madonna', 'M'],
    ['Николай Петров', 'НП'],
    ['Aarav Sharma 🚀', 'AS'],
    ['J. R. R.', 'JR'],
    ['王-', '王'],
    ['🚀', ''],
    ['Jane Doe, PhD', 'JD'],
    ['John Smith Jr.', 'JS'],
    ['John Smith, Jr.', 'JS'],
    ['Maria Garcia III', 'MG'],
    ['Jane Doe, MD, PhD', 'JD'],
    ['Jane Doe PhD', 'JD'],
    ['Yao Ma', 'YM'],
    ['Doe, Jane', 'DJ'],
  ])('derives the initials of %s as %s', (name, initials) => {
    expect(initialsFromName(name)).toBe(initials);
  });

  it('counts a Devanagari conjunct as one character', () => {
    expect(graphemesOf('प्रिया')).toEqual(['प्रि', 'या']);
  });

  it('keeps the owner’s own initials and derives them only when site.json has none', () => {
    expect(siteInitials({ ownerName: 'Aarav Sharma', initials: 'AKS' })).toBe('AKS');
    expect(siteInitials({ ownerName: 'प्रिया शर्मा' })).toBe('प्रिश');
  });
});
