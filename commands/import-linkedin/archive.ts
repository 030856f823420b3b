/**
 * The CSV files of a LinkedIn export ("Get a copy of your data"), from its zip or from a folder of
 * its files. Entries are matched by base name, case-insensitively, under whatever top folder the
 * zip has (Basic_LinkedInDataExport_01-02-2026/Profile.csv). Nothing is inflated before every
 * size the archive declares is within the limits, so a zip bomb is refused, not unpacked.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { unzipSync } from 'fflate';
import { inertText } from '../terminal-cells.ts';

/** The export's files the import reads, in the order the report lists them. */
export const linkedInFiles = [
  'Profile.csv',
  'Email Addresses.csv',
  'Positions.csv',
  'Education.csv',
  'Certifications.csv',
  'Projects.csv',
  'Skills.csv',
] as const;
export type LinkedInFile = (typeof linkedInFiles)[number];

const MB = 1024 * 1024;

/**
 * A complete export holds a few hundred files (messages, connections, media lists); the CSVs
 * read here are kilobytes. The caps leave room for a long career and refuse a bomb.
 */
export const exportLimits = {
  /** The zip itself, read into memory whole. */
  archiveBytes: 512 * MB,
  entries: 10_000,
  /** One CSV the import reads, unpacked. */
  entryBytes: 20 * MB,
  /** All the CSVs it reads, unpacked. */
  totalBytes: 50 * MB,
};
export type ExportLimits = typeof exportLimits;

/** An export the import refuses, with why in the owner's words. */
export class ExportError extends Error {}

/** The export's CSV texts by file, the BOM removed; a file the export lacks is absent. */
export type ExportTexts = Map<LinkedInFile, string>;

const byBaseName = new Map(linkedInFiles.map((file) => [file.toLowerCase(), file]));
const linkedInFileOf = (path: string) => byBaseName.get(basename(path).toLowerCase());
/** A shallower entry wins when two have the same base name (a stray copy in a subfolder). */
const depthOf = (path: string) => path.split('/').length;
// TextDecoder drops a leading BOM, which Excel and some exports write.
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes);
const inMB = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Reads a LinkedIn export: a .zip file or a folder of its CSV files. */
export async function readExport(path: string, limits: ExportLimits = exportLimits): Promise<ExportTexts> {
  const info = await stat(path).catch(() => {
    throw new ExportError(
      `${path} is not there: give the LinkedIn export's .zip file or a folder of its CSV files`,
    );
  });
  if (info.isDirectory()) return readFolder(path, limits);
  if (info.size > limits.archiveBytes)
    throw new ExportError(
      `${path} is ${inMB(info.size)}, more than the ${inMB(limits.archiveBytes)} a LinkedIn export could be: refused`,
    );
  return readZip(path, new Uint8Array(await readFile(path)), limits);
}

/** The smallest central directory entry: its fixed fields, with an empty name. */
const centralEntryBytes = 46;

/**
 * The entry count the archive claims, read from its end-of-central-directory record (and the
 * ZIP64 one it points to) as fflate reads them: fflate walks that many entries, allocating for
 * each, before the filter can refuse, so a 98-byte file claiming millions runs out of memory.
 * Undefined when there is no such record (fflate then says it is not a zip).
 */
export function claimedEntries(zip: Uint8Array): number | undefined {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  // The record ends the file, after a comment of at most 65,535 bytes.
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) {
    if (end === 0 || zip.length - end > 65_558) return undefined;
    end--;
  }
  if (end < 0) return undefined;
  let count = Math.max(view.getUint16(end + 8, true), view.getUint16(end + 10, true));
  const locator = end - 20;
  if (locator >= 0 && view.getUint32(locator, true) === 0x07064b50) {
    // Its offset's low 32 bits, as fflate reads it: a file under 4 GB has no other.
    const zip64 = view.getUint32(locator + 8, true);
    if (zip64 + 56 <= zip.length && view.getUint32(zip64, true) === 0x06064b50)
      count = Math.max(
        count,
        Number(view.getBigUint64(zip64 + 24, true)),
        Number(view.getBigUint64(zip64 + 32, true)),
      );
  }
  return count;
}

export function readZip(name: string, zip: Uint8Array, limits: ExportLimits = exportLimits): ExportTexts {
  // Before fflate walks the central directory: the count it would walk fits the file and the limit.
  const claimed = claimedEntries(zip) ?? 0;
  if (claimed * centralEntryBytes > zip.length)
    throw new ExportError(
      `${name} claims ${claimed} entries, more than its ${zip.length} bytes could list: a damaged or forged zip, refused, nothing unpacked`,
    );
  if (claimed > limits.entries)
    throw new ExportError(
      `${name} holds ${claimed} entries, more than the ${limits.entries} a LinkedIn export could: refused`,
    );
  // First pass: the central directory's names and declared sizes only, nothing inflated.
  const entries: { name: string; size: number }[] = [];
  try {
    unzipSync(zip, {
      filter: ({ name: entry, originalSize }) => {
        entries.push({ name: entry, size: originalSize });
        return false;
      },
    });
  } catch (error) {
    throw new ExportError(`${name} is not a zip archive (${(error as Error).message})`);
  }
  if (entries.length > limits.entries)
    throw new ExportError(
      `${name} holds ${entries.length} entries, more than the ${limits.entries} a LinkedIn export could: refused`,
    );
  const chosen = new Map<LinkedInFile, { name: string; size: number }>();
  for (const entry of entries) {
    const file = linkedInFileOf(entry.name);
    const other = file && chosen.get(file);
    // Two entries of one path: the one unpacked might not be the one whose size was checked.
    if (other && other.name === entry.name)
      throw new ExportError(
        `${name} holds ${inertText(entry.name)} twice, which no export does: refused, nothing unpacked`,
      );
    if (file && (!other || depthOf(entry.name) < depthOf(other.name))) chosen.set(file, entry);
  }
  checkSizes(
    name,
    [...chosen.values()].map((entry) => ({ name: entry.name, size: entry.size })),
    limits,
  );
  const wanted = new Set([...chosen.values()].map((entry) => entry.name));
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(zip, {
      filter: ({ name: entry, originalSize }) => wanted.has(entry) && originalSize <= limits.entryBytes,
    });
  } catch (error) {
    throw new ExportError(
      `${name} is a damaged zip archive (${(error as Error).message}): download it again`,
    );
  }
  // Declared sizes bound the buffers fflate inflates into; the actual ones are checked again.
  checkSizes(
    name,
    Object.entries(unpacked).map(([entry, bytes]) => ({ name: entry, size: bytes.length })),
    limits,
  );
  return new Map(
    [...chosen].map(([file, entry]) => [file, decode(unpacked[entry.name] ?? new Uint8Array())]),
  );
}

function checkSizes(name: string, entries: { name: string; size: number }[], limits: ExportLimits) {
  for (const entry of entries)
    if (entry.size > limits.entryBytes)
      throw new ExportError(
        `${name}: ${inertText(entry.name)} would unpack to ${inMB(entry.size)}, more than the ${inMB(limits.entryBytes)} allowed for one file: refused, nothing unpacked`,
      );
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (total > limits.totalBytes)
    throw new ExportError(
      `${name}: its CSV files would unpack to ${inMB(total)}, more than the ${inMB(limits.totalBytes)} allowed: refused, nothing unpacked`,
    );
}

async function readFolder(folder: string, limits: ExportLimits): Promise<ExportTexts> {
  const names = (await readdir(folder, { recursive: true })).map((name) => name.split('\\').join('/'));
  if (names.length > limits.entries)
    throw new ExportError(
      `${folder} holds ${names.length} files, more than a LinkedIn export could: refused`,
    );
  const chosen = new Map<LinkedInFile, string>();
  for (const name of names) {
    const file = linkedInFileOf(name);
    const other = file && chosen.get(file);
    if (file && (!other || depthOf(name) < depthOf(other))) chosen.set(file, name);
  }
  const sized = await Promise.all(
    [...chosen.values()].map(async (name) => ({ name, size: (await stat(join(folder, name))).size })),
  );
  checkSizes(folder, sized, limits);
  return new Map(
    await Promise.all(
      [...chosen].map(
        async ([file, name]) => [file, decode(await readFile(join(folder, name)))] as [LinkedInFile, string],
      ),
    ),
  );
}
