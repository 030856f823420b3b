/**
 * The site's languages (docs/decisions.md, "Many languages"): the default one, content/ itself,
 * served at `/` and by the spec's /api paths; each further one, content/<tag>/, under `/<tag>/` and
 * `/api/<tag>/`.
 */

type Languages = { locale?: string; locales?: readonly string[] };

/** The language of content/ itself: site.json's `locale`, "en" when absent. */
export const defaultLocaleOf = (site: Languages): string => site.locale ?? 'en';

/** Every language of the site, the default first, then the others in the switch's order. */
export const localesOf = (site: Languages): string[] => [defaultLocaleOf(site), ...(site.locales ?? [])];

/** Where a language's page is: `/` for the default, `/de/` for the others. */
export const pagePathOf = (tag: string, defaultLocale: string): string =>
  tag === defaultLocale ? '/' : `/${tag}/`;

/** A path of the site in a language: `/resume.json` in German is `/de/resume.json`. */
export const localizedPath = (path: string, tag: string, defaultLocale: string): string =>
  tag === defaultLocale ? path : `/${tag}${path}`;

/** An API path in a language: the spec's `/api/about` for the default, `/api/de/about` for German. */
export const localizedApiPath = (path: string, tag: string, defaultLocale: string): string =>
  tag === defaultLocale ? path : path.replace(/^\/api\//, `/api/${tag}/`);
