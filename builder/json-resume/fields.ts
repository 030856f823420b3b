/**
 * The rows of the tables between content/ and JSON Resume: where a content field goes in a résumé
 * entry (`write`) and how it comes back (`read`), so one row serves both directions.
 */

/** "YYYY", "YYYY-MM" and "YYYY-MM-DD" are valid content dates as they are; a year is a year. */
const yearOf = (date: unknown) => (typeof date === 'string' && date ? Number(date.slice(0, 4)) : undefined);

/** An optional field written as "" (common in JSON Resume files) is simply absent. */
export const nonBlankText = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value : undefined;

/**
 * One content field and its place in JSON Resume. `write` gives the résumé fields it becomes
 * (toJsonResume); `read` gives its value from a résumé entry (fromJsonResume), undefined to leave
 * it out. A field JSON Resume has no place for has no `write`; one the import cannot take, no `read`.
 */
export type Field<Source, Entry> = {
  content: string;
  /**
   * The résumé fields it is made from. Any other field of an entry is reported as not imported,
   * and a dropped entry is explained with these names, never a content field or one JSON Resume lacks.
   */
  resume: readonly string[];
  /** How a message names them, when not by their names joined with "and". */
  named?: string | ((entry: Entry) => string);
  /** Fields it reads only in some entries. */
  alsoReads?: (entry: Entry) => readonly string[];
  /** Why the import leaves out a résumé field this row has no `read` for. */
  unread?: string;
  write?: (source: Source) => Partial<Entry>;
  read?: (entry: Entry) => unknown;
};

export type Key<T> = keyof T & string;
type Convert = (value: unknown) => unknown;
const asIs: Convert = (value) => value;

/**
 * A content field kept in one résumé field, its value converted each way (kept as it is unless
 * told); undefined leaves it out on either side.
 */
export function field<Source, Entry>(
  content: Key<Source>,
  resume: Key<Entry>,
  toResume = asIs,
  fromResume = asIs,
): Field<Source, Entry> {
  return {
    content,
    resume: [resume],
    write: (source) => {
      const value = toResume(source[content]);
      return value === undefined ? {} : ({ [resume]: value } as Partial<Entry>);
    },
    read: (entry) => fromResume(entry[resume]),
  };
}

/** An optional field, left out when empty on either side. */
export const optional = <Source, Entry>(content: Key<Source>, resume: Key<Entry>) =>
  field<Source, Entry>(content, resume, (value) => value || undefined, nonBlankText);

/** A list, read as empty when the résumé leaves it out. */
export const listed = <Source, Entry>(content: Key<Source>, resume: Key<Entry>) =>
  field<Source, Entry>(content, resume, asIs, (value) => value ?? []);

/** A content year from a JSON Resume date ("2016-09" is 2016), written as the year alone. */
export const yearFromDate = <Source, Entry>(
  content: Key<Source>,
  resume: Key<Entry>,
  { optional = false } = {},
) =>
  field<Source, Entry>(
    content,
    resume,
    (value) => (value === undefined ? undefined : String(value)),
    (value) => yearOf(optional ? nonBlankText(value) : value),
  );

/** The education record's type, which JSON Resume tells by its list instead. */
export const recordType = <Entry>(type: string): Field<unknown, Entry> => ({
  content: 'type',
  resume: [],
  read: () => type,
});

/** A résumé entry, written from its source through its table's rows. */
export const writeEntry = <Source, Entry>(fields: readonly Field<Source, Entry>[], source: Source): Entry =>
  Object.assign({}, ...fields.map((field) => field.write?.(source)));
