/** The page's data of each language (shared/page-data.ts), from the content in every language. */
import type { ApiPath } from '../shared/api-content.ts';
import { apiPaths, pagePartOf } from '../shared/content-files.ts';
import { countFormatOf } from '../shared/format/count.ts';
import { monthYearPatterns } from '../shared/format/month-names.ts';
import { siteInitials } from '../shared/initials.ts';
import { localizedApiPath, localizedPath, pagePathOf } from '../shared/locales.ts';
import type { LanguageLink, PageData, Pages } from '../shared/page-data.ts';
import { wordsOfSections } from '../shared/sections.ts';
import { resolveTexts } from '../shared/texts/index.ts';
import type { LocalizedContent } from './content/overlays.ts';

/** Written right to left (Arabic, Hebrew, Persian, Urdu…), as Intl knows it. */
export function isRightToLeft(tag: string): boolean {
  const locale = new Intl.Locale(tag) as Intl.Locale & {
    getTextInfo?: () => { direction: string };
    textInfo?: { direction: string };
  };
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl';
}

/** A language's name for itself, capitalized as a label starts: "Français", "Deutsch", "中文". */
export function languageName(tag: string): string {
  const name = new Intl.DisplayNames(tag, { type: 'language' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

export function languageLinks({
  defaultLocale,
  locales,
}: Pick<LocalizedContent, 'defaultLocale' | 'locales'>): LanguageLink[] {
  return locales.map((tag) => ({ tag, name: languageName(tag), href: pagePathOf(tag, defaultLocale) }));
}

/** A language's untranslated fields, as the page looks them up: dotted paths by content file key. */
function untranslatedFieldsOf(localized: LocalizedContent, tag: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const { key, path } of localized.untranslated[tag] ?? []) {
    fields[key] ??= [];
    fields[key].push(path.join('.'));
  }
  return fields;
}

export function pageDataOf(
  localized: LocalizedContent,
  tag: string,
  fromCollections: Partial<PageData> = {},
): PageData {
  const { defaultLocale, byLocale, absent } = localized;
  // Which GitHub repositories to sync is the sync's to know (commands/sync-github/), not the page's;
  // whether search is on, the build's and the Worker's (the portfolio's page is the same either way).
  const { github: _github, search: _search, ...site } = byLocale[tag].site;
  const leftOut = absent.flatMap((key) => pagePartOf(key) ?? []);
  // The words of a section left out are neither asked nor bundled: a kind a release adds changes
  // nothing for a site without its file.
  const { texts, missing } = resolveTexts(tag, site.texts, wordsOfSections(leftOut));
  // The content check refuses such a language first; this guards a build that skipped it.
  if (missing.length > 0)
    throw new Error(`The language "${tag}" has no fixed texts for ${missing.join(', ')}`);
  return {
    locale: tag,
    defaultLocale,
    dir: isRightToLeft(tag) ? 'rtl' : 'ltr',
    site: { ...site, initials: siteInitials(site) },
    texts,
    monthYear: monthYearPatterns(tag),
    ...(!leftOut.includes('open-source') && { countFormat: countFormatOf(tag) }),
    api: Object.fromEntries(
      apiPaths.map((path) => [path, localizedApiPath(path, tag, defaultLocale)]),
    ) as Record<ApiPath, string>,
    resumeHref: localizedPath(site.resumePath, tag, defaultLocale),
    languages: localized.locales.length > 1 ? languageLinks(localized) : [],
    untranslated: {
      fields: untranslatedFieldsOf(localized, tag),
      attributes: {
        lang: defaultLocale,
        ...(isRightToLeft(defaultLocale) !== isRightToLeft(tag) && {
          dir: isRightToLeft(defaultLocale) ? 'rtl' : 'ltr',
        }),
      },
    },
    // What the collections add (builder/collections/index.ts collectionPageDataOf): the posts of
    // the Writing section, the case studies' pages of the project cards, each only when there is one.
    ...fromCollections,
    // What shows a kind the owner has no file of; said only when there is one, as `writing` is.
    ...(leftOut.length > 0 && { leftOut }),
  };
}

/** Every language's page data, with what the collections add in each (`fromCollections`), if any. */
export function pagesOf(
  localized: LocalizedContent,
  fromCollections: Record<string, Partial<PageData>> = {},
): Pages {
  return {
    defaultLocale: localized.defaultLocale,
    pages: Object.fromEntries(
      localized.locales.map((tag) => [tag, pageDataOf(localized, tag, fromCollections[tag])]),
    ),
  };
}
