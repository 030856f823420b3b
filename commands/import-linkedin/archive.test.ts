import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ExportError, exportLimits, readZip } from './archive.ts';
import { exportZip, profileCsv } from './fixture-export.ts';

describe('readZip', () => {
  it('finds the files under any top folder, by base name, whatever their case, the BOM removed', () => {
    const zip = zipSync({
      'Complete_LinkedInDataExport/PROFILE.CSV': strToU8(profileCsv()),
      'Complete_LinkedInDataExport/Skills.csv': strToU8('Name\nGo\n'),
      'Complete_LinkedInDataExport/Connections.csv': strToU8('Notes:\n'),
    });
    const texts = readZip('export.zip', zip);
    expect([...texts.keys()]).toEqual(['Profile.csv', 'Skills.csv']);
    expect(texts.get('Profile.csv')?.startsWith('First Name,')).toBe(true);
  });

  it('refuses an entry that would unpack past the limit, before unpacking anything', () => {
    // 21 MB of one letter: a few kilobytes zipped.
    const zip = exportZip({ 'Skills.csv': `Name\n${'a'.repeat(21 * 1024 * 1024)}\n` });
    expect(zip.length).toBeLessThan(100_000);
    expect(() => readZip('bomb.zip', zip)).toThrow(
      /bomb\.zip: Basic_LinkedInDataExport_01-02-2026\/Skills\.csv would unpack to 21\.0 MB, more than the 20\.0 MB allowed for one file: refused, nothing unpacked/,
    );
  });

  it('refuses files that together would unpack past the limit, and too many entries', () => {
    const zip = exportZip({ 'Skills.csv': 'Name\nGo\n', 'Profile.csv': profileCsv() });
    expect(() => readZip('big.zip', zip, { ...exportLimits, totalBytes: 200 })).toThrow(
      /its CSV files would unpack to .* more than the .* allowed: refused/,
    );
    expect(() => readZip('many.zip', zip, { ...exportLimits, entries: 1 })).toThrow(
      'many.zip holds 2 entries, more than the 1 a LinkedIn export could: refused',
    );
  });

  it('refuses a file that is not a zip', () => {
    expect(() => readZip('notes.txt', strToU8('hello'))).toThrow(ExportError);
  });
});
