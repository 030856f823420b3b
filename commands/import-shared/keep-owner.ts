/**
 * What every import keeps of the content it replaces: what the owner wrote that the source (a JSON
 * Resume, a LinkedIn export) has no place for. One module, so both importers keep the same.
 */
import { siteSchema } from '../../shared/schema.ts';

/** Same field order as the schema (and the shipped content/site.json), so an import reads as a small diff. */
export const inSchemaOrder = (shape: object, values: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(shape).flatMap((key) => (key in values ? [[key, values[key]]] : [])));

/**
 * site.json's languages: an import over a site.json keeps them, or its translations in
 * content/<tag>/ would be left unlisted.
 */
export const languageSiteFields = ['locale', 'locales', 'texts'] as const;

/** The site fields only the owner writes: the photo is a file in content/, the rest are the site's own. */
export const ownerOnlySiteFields = [
  'photo',
  'photoAlt',
  'theme',
  'contactNotice',
  'turnstileSiteKey',
] as const;

export type KeptSite = {
  site: Record<string, unknown>;
  /** The languages it kept ("locale", "locales", "texts"). */
  languages: string[];
  /** The other fields it kept: the owner's own, and the owner's values of the fields it would have made up. */
  kept: string[];
};

/**
 * The imported site with what the owner wrote in the site.json it replaces: the languages, the
 * owner-only fields, and the owner's value of each field the source has no place for (`madeUp`,
 * which the import fills with a default only when the owner has none).
 */
export function keepOwnersSite(
  imported: Record<string, unknown>,
  replaced: Record<string, unknown>,
  madeUp: readonly string[],
): KeptSite {
  const has = (field: string) => replaced[field] !== undefined;
  const languages: string[] = languageSiteFields.filter(has);
  const keeps = new Set<string>([...ownerOnlySiteFields, ...madeUp]);
  const kept = Object.keys(siteSchema.shape).filter((field) => keeps.has(field) && has(field));
  const owners = Object.fromEntries([...languages, ...kept].map((field) => [field, replaced[field]]));
  return { site: inSchemaOrder(siteSchema.shape, { ...imported, ...owners }), languages, kept };
}

const isMissing = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);

/** How an entry is known across imports: a project by its title, a job by its title and company. */
type IdentityOf = (entry: Record<string, unknown>) => string | undefined;

/**
 * The imported entries, each with the fields it lacks (absent, or an empty list) taken from the
 * owner's entry of the same identity (a project's title): a project's picture, its tech stack, a
 * job's achievements. Identities are tried in turn, each on the entries still unmatched (a job by
 * its title and company, then, after a promotion, by its company and start). `kept` names each
 * entry and field taken, for the report.
 */
export function keepEntryFields<Entry extends object>(
  imported: Entry[],
  owners: unknown,
  identities: IdentityOf | IdentityOf[],
  fields: readonly string[],
): { entries: Entry[]; kept: string[] } {
  const ways = Array.isArray(identities) ? identities : [identities];
  const unmatched = (
    Array.isArray(owners) ? owners.filter((entry) => typeof entry === 'object' && entry) : []
  ) as Record<string, unknown>[];
  const matches = new Map<number, Record<string, unknown>>();
  for (const identityOf of ways)
    imported.forEach((entry, index) => {
      if (matches.has(index)) return;
      const identity = identityOf(entry as Record<string, unknown>);
      const at = identity === undefined ? -1 : unmatched.findIndex((own) => identityOf(own) === identity);
      if (at >= 0) matches.set(index, unmatched.splice(at, 1)[0]);
    });
  const kept: string[] = [];
  const entries = imported.map((entry, index) => {
    const own = matches.get(index);
    if (!own) return entry;
    const taken = fields.filter(
      (field) => isMissing((entry as Record<string, unknown>)[field]) && !isMissing(own[field]),
    );
    if (taken.length > 0) kept.push(`"${ways[0](entry as Record<string, unknown>)}": ${taken.join(', ')}`);
    const merged: Record<string, unknown> = {
      ...entry,
      ...Object.fromEntries(taken.map((field) => [field, own[field]])),
    };
    // In the owner's order of fields, so a kept entry serializes as it was written.
    const order = [...Object.keys(own).filter((field) => field in merged), ...Object.keys(merged)];
    return Object.fromEntries([...new Set(order)].map((field) => [field, merged[field]])) as Entry;
  });
  return { entries, kept };
}
