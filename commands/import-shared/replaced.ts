/**
 * What an import replaces of the owner's content, named for its report: no value the owner wrote
 * goes without the report saying so.
 */

/** A value as the report quotes it: JSON, cut short. */
const quoted = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 70 ? `${text.slice(0, 67)}…` : text;
};

/** How the report names an entry of a list: its title, category, degree, certificate or link name. */
export function entryLabel(entry: unknown, index: number): string {
  if (typeof entry === 'object' && entry !== null) {
    const fields = entry as Record<string, unknown>;
    for (const field of ['title', 'category', 'degree', 'certificateName', 'name']) {
      if (typeof fields[field] === 'string') {
        const at = typeof fields.organization === 'string' ? ` at ${fields.organization}` : '';
        return `"${fields[field]}"${at}`;
      }
    }
  }
  return `[${index}]`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A removed entry's lists of text (a job's achievements), whole: what the cut quote would hide. */
function listsOf(entry: unknown): string {
  if (typeof entry !== 'object' || entry === null) return '';
  return Object.entries(entry)
    .filter(
      ([, value]) =>
        Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'),
    )
    .map(
      ([field, value]) =>
        `; its ${field}: ${(value as string[]).map((item) => JSON.stringify(item)).join(', ')}`,
    )
    .join('');
}

/**
 * The owner's values in `before` (a content file's data) that `after` no longer holds, each a line
 * naming where and what: a field of an object replaced or removed, an entry of a list changed
 * (which fields) or gone. Entries are matched by their label, so a reordered list names nothing.
 */
export function replacedOwnerValues(before: unknown, after: unknown): string[] {
  if (before === undefined || same(before, after)) return [];
  if (Array.isArray(before)) {
    const afterList = Array.isArray(after) ? after : [];
    return before.flatMap((entry, index) => {
      if (afterList.some((other) => same(entry, other))) return [];
      const label = entryLabel(entry, index);
      const match = afterList.find((other, otherIndex) => entryLabel(other, otherIndex) === label);
      if (match === undefined || typeof entry !== 'object' || entry === null)
        return [`${label}: removed (it was ${quoted(entry)})${listsOf(entry)}`];
      return replacedFields(entry as Record<string, unknown>, match).map((line) => `${label} ${line}`);
    });
  }
  if (typeof before === 'object' && before !== null && typeof after === 'object' && after !== null)
    return replacedFields(before as Record<string, unknown>, after as Record<string, unknown>);
  return [`replaced (it was ${quoted(before)})`];
}

function replacedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.entries(before).flatMap(([field, value]) => {
    if (same(value, after[field])) return [];
    return after[field] === undefined
      ? [`${field}: removed (it was ${quoted(value)})`]
      : [`${field}: ${quoted(value)} replaced by ${quoted(after[field])}`];
  });
}
