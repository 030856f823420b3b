/** An import over the owner's own site.json keeps the site's languages, which JSON Resume lacks. */
import { type Site, siteSchema } from '../../shared/schema.ts';
import { inSchemaOrder } from './import.ts';

/**
 * site.json's languages, which JSON Resume has no place for: an import over a site.json keeps
 * them, or its translations in content/<tag>/ would be left unlisted.
 */
const languageSiteFields = ['locale', 'locales', 'texts'] as const;

/** The imported site with the languages of the site.json it replaces; `kept` names those it had. */
export function withLanguagesOf(
  site: Site,
  replaced: Record<string, unknown>,
): { site: Site; kept: string[] } {
  const kept = languageSiteFields.filter((field) => replaced[field] !== undefined);
  const languages = Object.fromEntries(kept.map((field) => [field, replaced[field]]));
  return { site: inSchemaOrder(siteSchema.shape, { ...site, ...languages }) as Site, kept };
}
