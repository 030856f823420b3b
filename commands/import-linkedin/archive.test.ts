import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportZip, profileCsv } from '../../testing/linkedin-export.ts';
import { ExportError, exportLimits, readZip } from './archive.ts';

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

  it('refuses an archive naming one file twice: a small copy checked, a bomb unpacked', () => {
    const zip = zipSync({
      'export/Skills.csv': strToU8('Name\nGo\n'),
      'export/Skills.csx': strToU8(`Name\n${'a'.repeat(21 * 1024 * 1024)}\n`),
    });
    // The second entry renamed in its local header and in the central directory.
    const twice = new TextEncoder().encode('Skills.csx');
    for (let at = 0; at < zip.length - twice.length; at++)
      if (twice.every((byte, offset) => zip[at + offset] === byte))
        zip[at + twice.length - 1] = 'v'.charCodeAt(0);
    expect(() => readZip('twice.zip', zip)).toThrow(
      'twice.zip holds export/Skills.csv twice, which no export does: refused, nothing unpacked',
    );
  });

  it('refuses a damaged archive as such, not with a stack trace', () => {
    const zip = zipSync({ 'Skills.csv': strToU8(`Name\n${'Go\nTypeScript\n'.repeat(2000)}`) }, { level: 9 });
    // The deflated data's first bytes: a block type no deflate stream has.
    zip[30 + 'Skills.csv'.length] = 0xff;
    expect(() => readZip('damaged.zip', zip)).toThrow(
      /damaged\.zip is a damaged zip archive \(.*\): download it again/,
    );
  });

  it('refuses a file that is not a zip', () => {
    expect(() => readZip('notes.txt', strToU8('hello'))).toThrow(ExportError);
  });
});

describe('readZip, before it reads the central directory', () => {
  /**
   * 98 bytes: a ZIP64 end record claiming `entries`, its locator, and the classic end record
   * deferring to it. fflate would walk that many entries before any filter could refuse.
   */
  function zip64Claiming(entries: bigint): Uint8Array {
    const zip = new Uint8Array(98);
    const view = new DataView(zip.buffer);
    view.setUint32(0, 0x06064b50, true);
    view.setBigUint64(4, 44n, true);
    view.setBigUint64(24, entries, true);
    view.setBigUint64(32, entries, true);
    view.setUint32(56, 0x07064b50, true);
    view.setBigUint64(64, 0n, true);
    view.setUint32(72, 1, true);
    view.setUint32(76, 0x06054b50, true);
    view.setUint16(84, 0xffff, true);
    view.setUint16(86, 0xffff, true);
    view.setUint32(88, 0xffffffff, true);
    view.setUint32(92, 0xffffffff, true);
    return zip;
  }

  it('refuses a 98-byte zip claiming millions of entries at once, in little memory', () => {
    const zip = zip64Claiming(3_000_000n);
    expect(zip.length).toBe(98);
    const memory = () => {
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const before = memory();
    const start = performance.now();
    expect(() => readZip('forged.zip', zip)).toThrow(
      'forged.zip claims 3000000 entries, more than its 98 bytes could list: a damaged or forged zip, refused, nothing unpacked',
    );
    expect(performance.now() - start).toBeLessThan(100);
    expect(memory() - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses a claim past what 64 bits can count just the same', () => {
    expect(() => readZip('forged.zip', zip64Claiming(2n ** 64n - 1n))).toThrow(
      /claims .* entries, more than its 98 bytes/,
    );
  });

  it('applies the entry limit to the count claimed, before walking the entries', () => {
    const zip = zipSync(
      Object.fromEntries(Array.from({ length: 30 }, (_, at) => [`export/${at}.txt`, strToU8('x')])),
    );
    expect(() => readZip('many.zip', zip, { ...exportLimits, entries: 20 })).toThrow(
      'many.zip holds 30 entries, more than the 20 a LinkedIn export could: refused',
    );
  });
});
