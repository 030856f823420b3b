import { describe, expect, it } from 'vitest';
import { de } from '../shared/texts/de.ts';
import { en } from '../shared/texts/en.ts';
import { resolveWritingTexts } from '../shared/texts/index.ts';
import { newestPostsShown } from '../shared/writing-view.ts';
import { fixtureContentDir } from '../testing/fixture-content.ts';
import { collectionPageDataOf } from './collections/index.ts';
import { loadLocalizedContent } from './content/load.ts';
import { isRightToLeft, languageName, pagesOf } from './page-data.ts';

const localized = loadLocalizedContent(fixtureContentDir);

it('knows which languages are written right to left', () => {
  for (const tag of ['ar', 'he', 'fa', 'ur', 'ar-EG']) expect(isRightToLeft(tag), tag).toBe(true);
  for (const tag of ['en', 'de', 'hi', 'zh', 'ja', 'zh-Hant']) expect(isRightToLeft(tag), tag).toBe(false);
});

it('names each language in its own words, as a label starts', () => {
  expect(['de', 'fr', 'es', 'hi', 'zh', 'ja', 'ar'].map(languageName)).toEqual([
    'Deutsch',
    'Français',
    'Español',
    'हिन्दी',
    '中文',
    '日本語',
    'العربية',
  ]);
});

describe('each language’s page data', () => {
  const { defaultLocale, pages } = pagesOf(localized);

  it('gives the default language the spec’s paths and words', () => {
    const page = pages.en;
    expect(defaultLocale).toBe('en');
    expect(page).toMatchObject({ locale: 'en', defaultLocale: 'en', dir: 'ltr', texts: en });
    expect(page.api['/api/about']).toBe('/api/about');
    expect(page.resumeHref).toBe(localized.byLocale.en.site.resumePath);
    expect(page.monthYear[3]).toBe('April {year}');
  });

  it('gives a further language its own paths, words, months and direction', () => {
    expect(pages.de).toMatchObject({ locale: 'de', dir: 'ltr', texts: de });
    expect(pages.de.api['/api/work-experience']).toBe('/api/de/work-experience');
    expect(pages.de.resumeHref).toBe(`/de${localized.byLocale.de.site.resumePath}`);
    expect(pages.de.monthYear[2]).toBe('März {year}');
    expect(pages.de.site.heroTitle).toBe(localized.byLocale.de.site.heroTitle);
    expect(pages.ar.dir).toBe('rtl');
  });

  it('marks what a language leaves untranslated with the default’s lang, and its dir where that differs', () => {
    expect(pages.en.untranslated.fields).toEqual({});
    expect(pages.de.untranslated.attributes).toEqual({ lang: 'en' });
    expect(pages.de.untranslated.fields.about).toEqual(['content.1', 'content.2']);
    expect(pages.de.untranslated.fields.workExperience).not.toContain('0.title');
    expect(pages.de.untranslated.fields.workExperience).toContain('0.achievements.0');
    expect(pages.ar.untranslated.attributes).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('links every language from each, the default first', () => {
    for (const page of Object.values(pages))
      expect(page.languages.map(({ tag, href }) => `${tag} ${href}`)).toEqual(['en /', 'de /de/', 'ar /ar/']);
  });

  it('gives a site of one language no switch', () => {
    const one = pagesOf({ ...localized, locales: ['en'] });
    expect(Object.keys(one.pages)).toEqual(['en']);
    expect(one.pages.en.languages).toEqual([]);
  });

  it('carries the newest posts only, the ones its Writing section shows: the page’s script holds them', () => {
    const posts = Array.from({ length: 200 }, (_, n) => ({
      slug: `post-${n}`,
      title: `Post ${n}`,
      description: 'A post.',
      href: `/writing/post-${n}/`,
      date: '2025-01-01',
      dateText: '1 January 2025',
    }));
    const { texts } = resolveWritingTexts('en', localized.byLocale.en.site.texts);
    const withPosts = pagesOf(
      localized,
      collectionPageDataOf({ posts: { en: { texts, indexHref: '/writing/', posts, entries: [] } } }),
    );
    expect(withPosts.pages.en.writing?.posts).toEqual(posts.slice(0, newestPostsShown));
    expect(withPosts.pages.de.writing).toBeUndefined();
  });

  it('leaves out of every language’s page what shows a kind the owner has no file of, and nothing else', () => {
    // Every file there but the GitHub snapshot (the variant site's): the page is the spec's and Talks.
    for (const page of Object.values(pages)) expect(page.leftOut).toEqual(['open-source']);
    const without = pagesOf({ ...localized, absent: ['projects', 'education', 'links'] });
    for (const page of Object.values(without.pages))
      expect(page.leftOut).toEqual(['projects', 'education', 'follow-me']);
  });

  it('tells the Open source section how its language writes the stars, only on a page that shows it', () => {
    for (const page of Object.values(pages)) expect(page.countFormat).toBeUndefined();
    const withGithub = pagesOf({ ...localized, absent: [] });
    expect(withGithub.pages.de.countFormat).toMatchObject({ group: '.', sizes: [3, 3] });
    expect(withGithub.pages.en.countFormat?.group).toBe(',');
  });

  it('refuses a language without its fixed texts', () => {
    const swedish = {
      ...localized,
      locales: ['en', 'sv'],
      byLocale: { ...localized.byLocale, sv: localized.byLocale.de },
    };
    expect(() => pagesOf(swedish)).toThrow(/"sv" has no fixed texts for skipToMain, /);
  });
});
