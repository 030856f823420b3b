/**
 * What each language's own pages show (shared/own-page-view.ts) and the footer's links to those
 * that ask for one, each day written in that language at build time.
 */
import type { FooterLink, OwnPageTexts, OwnPageView } from '../../../shared/own-page-view.ts';
import type { OwnPage } from '../../../shared/schema.ts';
import { resolveWritingTexts } from '../../../shared/texts/index.ts';
import type { LocalizedContent } from '../../content/overlays.ts';
import { dayText } from '../../dates.ts';
import { isRightToLeft } from '../../page-data.ts';
import type { LanguageOwnPage } from './own-pages-by-language.ts';

/** A text in `lang` on a page in `locale`: its language, and its direction where it differs. */
const languageOf = (lang: string, locale: string) => ({
  lang,
  ...(isRightToLeft(lang) !== isRightToLeft(locale) && {
    dir: isRightToLeft(lang) ? ('rtl' as const) : ('ltr' as const),
  }),
});

/** A page in its language, its body as builder/markdown/markdown.ts made it. */
export const ownPageViewOf = (ownPage: OwnPage, lang: string, html: string): OwnPageView => ({
  slug: ownPage.slug,
  title: ownPage.title,
  ...(ownPage.updated && { updated: ownPage.updated, updatedText: dayText(ownPage.updated, lang) }),
  ...(ownPage.draft && { draft: true }),
  html,
});

export type LanguageOwnPages = {
  texts: OwnPageTexts;
  /** The pages as the site map has them. */
  entries: LanguageOwnPage[];
  /** Those with `footer: true`, for every page's footer in the language. */
  footerLinks: FooterLink[];
};

/**
 * Each language's pages: none for a language without one, so a site without pages has its pages
 * as they were.
 */
export function ownPagesOf(
  localized: Pick<LocalizedContent, 'byLocale'>,
  byLanguage: Record<string, LanguageOwnPage[]>,
): Record<string, LanguageOwnPages> {
  return Object.fromEntries(
    Object.entries(byLanguage).flatMap(([locale, entries]) => {
      if (entries.length === 0) return [];
      const { texts } = resolveWritingTexts(locale, localized.byLocale[locale].site.texts);
      const own: LanguageOwnPages = {
        texts: {
          updated: texts.updated,
          draft: texts.draft,
          footnotes: texts.footnotes,
          footnoteBack: texts.footnoteBack,
        },
        entries,
        footerLinks: entries
          .filter(({ ownPage }) => ownPage.footer)
          .map(({ ownPage, href, lang }) => ({
            href,
            title: ownPage.title,
            ...(lang !== locale && languageOf(lang, locale)),
          })),
      };
      return [[locale, own]];
    }),
  );
}
