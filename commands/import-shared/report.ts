/**
 * What an import tells the owner, whatever its source (a JSON Resume, a LinkedIn export): one
 * shape, which each source's adapter fills and run-import.ts prints at its moments.
 */

/** A field or value of the source, and what became of it. */
export type ImportNote = { path: string; note: string };

/** A field of an entry the import kept from the owner's, by the file it is in. */
export type KeptInEntry = { file: string; entry: string };

export type ImportReport = {
  /** Why it cannot import at all: nothing is written. */
  errors: string[];
  /** What it found in the source, said before anything else (a LinkedIn export's files and rows). */
  read: string[];
  /** Entries skipped, or imported without a value, each with why in the source's words. */
  skipped: string[];
  /** Fields, columns and values the site has no place for. */
  notMapped: string[];
  /** Values changed on the way in, to review. */
  adjusted: string[];
  /** Site fields the source has no place for, filled with a default (the owner had none). */
  derived: ImportNote[];
  /** What it kept of the owner's site.json: its languages, and the owner's own values. */
  keptSite: { languages: string[]; kept: string[] };
  /** Fields of the owner's entries it kept, which the source has no place for. */
  keptInEntries: KeptInEntry[];
  /** The name in the site.json it replaces, when the source is another person's: nothing of theirs is kept. */
  anotherOwner?: string;
};

/** A report with nothing to tell yet. */
export const emptyReport = (): ImportReport => ({
  errors: [],
  read: [],
  skipped: [],
  notMapped: [],
  adjusted: [],
  derived: [],
  keptSite: { languages: [], kept: [] },
  keptInEntries: [],
});

/** Two reports as one: `then`'s notes after `first`'s. */
export const joinReports = (first: ImportReport, then: ImportReport): ImportReport => ({
  errors: [...first.errors, ...then.errors],
  read: [...first.read, ...then.read],
  skipped: [...first.skipped, ...then.skipped],
  notMapped: [...first.notMapped, ...then.notMapped],
  adjusted: [...first.adjusted, ...then.adjusted],
  derived: [...first.derived, ...then.derived],
  keptSite: {
    languages: [...first.keptSite.languages, ...then.keptSite.languages],
    kept: [...first.keptSite.kept, ...then.keptSite.kept],
  },
  keptInEntries: [...first.keptInEntries, ...then.keptInEntries],
  anotherOwner: first.anotherOwner ?? then.anotherOwner,
});

/** Site fields as the report lists them: "photo", "theme", and "locale". */
export const listed = (fields: string[]) =>
  new Intl.ListFormat('en').format(fields.map((field) => `"${field}"`));

/** A titled part of the report, after a blank line; nothing when it has no lines. */
export function section(title: string, lines: string[]): void {
  if (lines.length === 0) return;
  console.log(`\n${title}`);
  for (const line of lines) console.log(`  ${line}`);
}

/** A note as the report lists it. */
export const noteLine = ({ path, note }: ImportNote) => `${path}: ${note}`;
