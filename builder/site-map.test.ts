import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import { loadSiteMap } from './build-model.ts';
import { loadLocalizedContent } from './content/load.ts';
import { countedPathsOf, responsePagesOf, siteMapOf } from './site-map.ts';

const localized = loadLocalizedContent();

describe('the site map of the fixture content', () => {
  const siteMap = loadSiteMap();

  it('has each language’s portfolio page, the default’s at /', () => {
    expect(siteMap.pages.map(({ path, locale, kind }) => `${kind} ${locale} ${path}`)).toEqual([
      'portfolio en /',
      'portfolio de /de/',
      'portfolio ar /ar/',
    ]);
  });

  it('gives every page the same alternates, so each hreflang pair is reciprocal', () => {
    for (const page of siteMap.pages) {
      expect(page.alternates).toContainEqual({ locale: page.locale, path: page.path });
      for (const other of page.alternates) {
        const alternate = siteMap.pages.find(({ path }) => path === other.path);
        expect(alternate?.alternates).toContainEqual({ locale: page.locale, path: page.path });
      }
    }
  });

  it('counts each page as a view and each language’s résumé, PDF and JSON, as a download', () => {
    const { resumePath } = localized.byLocale.en.site;
    expect(countedPathsOf(siteMap)).toEqual({
      '/': 'view',
      '/de/': 'view',
      '/ar/': 'view',
      [resumePath]: 'download',
      '/resume.json': 'download',
      [`/de${resumePath}`]: 'download',
      '/de/resume.json': 'download',
      [`/ar${resumePath}`]: 'download',
      '/ar/resume.json': 'download',
    });
  });
});

describe('the pages that take responses', () => {
  const entry = (slug: string, page: string | undefined) => ({
    slug,
    page,
    alternates: page ? [{ locale: 'en', path: page }] : [],
    lastModified: '2026-01-02',
  });
  const siteMap = siteMapOf(localized, new Date(), {
    posts: { en: [entry('hello', '/writing/hello/'), entry('elsewhere', undefined)] },
    caseStudies: { en: [entry('shop', '/projects/shop/')] },
    pages: { en: [entry('now', '/now/')] },
  });

  it("are the published entries of the collections whose definition takes them, not an index or the owner's own pages", () => {
    expect(responsePagesOf(siteMap)).toEqual({ '/writing/hello/': true, '/projects/shop/': true });
  });
});

describe("wrangler.toml's run_worker_first", () => {
  const { rawConfig } = experimental_readRawConfig({
    config: join(import.meta.dirname, '..', 'wrangler.toml'),
  });
  const patterns: string[] = Array.isArray(rawConfig.assets?.run_worker_first)
    ? rawConfig.assets.run_worker_first
    : [];
  // As the asset router matches a rule: `*` stands for any characters, `/` included.
  const reachesWorker = (path: string) =>
    patterns.some((rule) =>
      new RegExp(
        `^${rule
          .split('*')
          .map((part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ).test(path),
    );

  it.each([
    ['the fixture content', localized],
    [
      'a site in many languages, with a résumé in a folder of its own',
      {
        ...localized,
        locales: ['en', 'pt-BR', 'zh-Hant', 'ar', 'hi'],
        byLocale: Object.fromEntries(
          ['en', 'pt-BR', 'zh-Hant', 'ar', 'hi'].map((tag) => [
            tag,
            {
              ...localized.byLocale.en,
              site: { ...localized.byLocale.en.site, resumePath: '/downloads/cv/me.pdf' },
            },
          ]),
        ),
      },
    ],
  ])('sends every page and download of %s to the Worker first, to be counted', (_, content) => {
    const counted = Object.keys(countedPathsOf(siteMapOf(content)));
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.filter((path) => !reachesWorker(path))).toEqual([]);
  });
});
