/**
 * What the page knows of one language without asking the API: the site's own words in that
 * language, its fixed texts and date patterns, its direction, where its API answers are, and the
 * language switch's links. The build makes one per language (builder/page-data.ts), in the bundle
 * rather than the HTML (docs/decisions.md, "Many languages"); the page picks its own by its path,
 * `/de/` or `/`, not by `<html lang>`, which a browser's translator rewrites (web/page.ts).
 */
import type { ApiPath } from './api-content.ts';
import type { CountFormat } from './format/count.ts';
import type { FooterLink } from './own-page-view.ts';
import type { Site } from './schema.ts';
import type { TitledSectionId } from './sections.ts';
import type { Texts } from './texts/index.ts';
import type { WritingData } from './writing-view.ts';

export type LanguageLink = {
  /** The BCP 47 tag, for `lang` and `hreflang`. */
  tag: string;
  /** The language's own name for itself: "Deutsch", "हिन्दी", "العربية". */
  name: string;
  /** The language's page: "/", "/de/". */
  href: string;
};

/**
 * A part of the page that shows one kind of content (the registry's `shownIn`,
 * shared/content-files.ts): a section, by its id, or the footer's Follow Me block.
 */
export type PagePart = TitledSectionId | 'follow-me';

export type PageData = {
  locale: string;
  /** The site's default language (content/ itself). */
  defaultLocale: string;
  dir: 'ltr' | 'rtl';
  /** site.json in this language, its initials resolved (never derived on the phone). */
  site: Site & { initials: string };
  texts: Texts;
  /** "April {year}"… as this language writes them (shared/format/month-names.ts). */
  monthYear: string[];
  /**
   * How this language writes a count, the Open source section's stars (shared/format/count.ts):
   * absent on a site without that section, whose page stays as it was.
   */
  countFormat?: CountFormat;
  /** Each endpoint's path in this language: the spec's own for the default language. */
  api: Record<ApiPath, string>;
  /** This language's résumé PDF. */
  resumeHref: string;
  /** Every language of the site, this one included; none when the site has one language. */
  languages: LanguageLink[];
  /**
   * The fields this language leaves in the default one, by content file key and dotted path
   * ("0.achievements.2"), and what marks them: the default's `lang`, and its `dir` where it
   * differs from the page's. Screen readers then read them in their own language, and English
   * punctuation stays at the end of an English sentence on a right-to-left page.
   */
  untranslated: { fields: Record<string, string[]>; attributes: { lang: string; dir?: 'ltr' | 'rtl' } };
  /**
   * The language's posts, newest first, for the Writing section and the top bar's link to it:
   * absent on a site without a published post, whose page stays the spec's.
   */
  writing?: WritingData;
  /**
   * Each case study's page (beyond the spec), by its slug: a project card naming one links its
   * title there. Absent on a site without one, whose page stays the spec's.
   */
  caseStudies?: Record<string, string>;
  /**
   * The owner's own pages (beyond the spec) that ask for a place in the footer (`footer: true`),
   * after the spec's Quick Links. Absent on a site without one, whose footer stays the spec's.
   */
  footerLinks?: FooterLink[];
  /**
   * The parts of the page left out because the owner has no file of the kind they show (a section
   * goes with its top-bar and footer links): absent when every kind is there, whose page stays the
   * spec's.
   */
  leftOut?: PagePart[];
};

export type Pages = { defaultLocale: string; pages: Record<string, PageData> };
