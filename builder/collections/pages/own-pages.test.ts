import { cp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionFixtures } from '../../../testing/collection-fixtures.ts';
import { temporaryDirs } from '../../../testing/temporary-dirs.ts';
import { testContent, writeTestContent } from '../../../testing/test-content.ts';
import { formatProblem } from '../../content/check.ts';
import { checkAllContent, loadLocalizedContent } from '../../content/load.ts';
import { pagesOf } from '../../page-data.ts';
import { collectionPageDataOf } from '../index.ts';
import { ownPagesOf, ownPageViewOf } from './own-page-views.ts';
import { ownPagesByLanguage } from './own-pages-by-language.ts';

const temporaryDir = temporaryDirs();
const fixture = collectionFixtures().find(({ collection }) => collection === 'pages');

/** The fixture portfolio in English and Arabic, with the fixture's pages (testing/fixtures/pages). */
async function withOwnPages() {
  const dir = await writeTestContent(await temporaryDir('own-pages-'), {
    ...testContent,
    site: { ...testContent.site, locales: ['ar'] },
  });
  await cp(fixture?.dir ?? '', dir, { recursive: true });
  return dir;
}

describe("the owner's own pages", () => {
  it('checks out as the fixture has them', async () => {
    expect(await checkAllContent(await withOwnPages())).toEqual([]);
  });

  it('refuses a page whose address the site already uses, naming its file, and says who uses it', async () => {
    const dir = await withOwnPages();
    for (const name of ['writing', 'projects', 'api', 'downloads', 'images', 'ar', 'de'])
      await writeFile(join(dir, 'pages', `${name}.md`), '---\ntitle: A page\n---\n\nText.\n');
    expect((await checkAllContent(dir)).map(formatProblem)).toEqual([
      "content/pages/api.md: file name: gives the address /api/, which the site's API uses: rename it",
      "content/pages/ar.md: file name: gives the address /ar/, which the site's pages in Arabic use: rename it",
      'content/pages/de.md: file name: gives the address /de/, which is kept for pages in German: rename it',
      "content/pages/downloads.md: file name: gives the address /downloads/, which the résumé's downloads use: rename it",
      "content/pages/images.md: file name: gives the address /images/, which the site's pictures use: rename it",
      "content/pages/projects.md: file name: gives the address /projects/, which the site's case studies use: rename it",
      "content/pages/writing.md: file name: gives the address /writing/, which the site's posts use: rename it",
    ]);
  });

  it('is at /<slug>/ in each language it is written in; another language links the default’s page, in its words', async () => {
    const dir = await withOwnPages();
    const localized = loadLocalizedContent(dir);
    const byLanguage = ownPagesByLanguage(localized, dir, { today: '2026-01-02' });
    expect(byLanguage.en.map(({ slug, page, lastModified }) => [slug, page, lastModified])).toEqual([
      ['colophon', '/colophon/', '2025-06-01'],
      // No `updated`: changed, as far as the sitemap knows, the day of the build.
      ['now', '/now/', '2026-01-02'],
    ]);
    expect(byLanguage.ar.map(({ slug, lang, href, page }) => [slug, lang, href, page])).toEqual([
      ['colophon', 'ar', '/ar/colophon/', '/ar/colophon/'],
      ['now', 'en', '/now/', undefined],
    ]);
    expect(byLanguage.en[0].alternates.map(({ path }) => path)).toEqual(['/colophon/', '/ar/colophon/']);
    expect(ownPagesByLanguage(localized, dir, { drafts: true }).en.map(({ slug }) => slug)).toContain(
      'draft-plans',
    );
    const views = ownPagesOf(localized, byLanguage);
    expect(ownPageViewOf(views.ar.entries[0].ownPage, 'ar', '')).toMatchObject({
      title: 'كيف صُنع هذا الموقع',
      updated: '2025-06-01',
    });
  });

  it('gives the footer of every language a link to each page marked footer: true; a site without one has no such field', async () => {
    const dir = await withOwnPages();
    const localized = loadLocalizedContent(dir);
    const views = ownPagesOf(localized, ownPagesByLanguage(localized, dir));
    const { pages } = pagesOf(localized, collectionPageDataOf({ pages: views }));
    expect(pages.en.footerLinks).toEqual([{ href: '/now/', title: 'Now' }]);
    // Arabic has no Now of its own: the English page, marked as English, left to right.
    expect(pages.ar.footerLinks).toEqual([{ href: '/now/', title: 'Now', lang: 'en', dir: 'ltr' }]);
    const noneInFooter = ownPagesOf(
      localized,
      ownPagesByLanguage(
        {
          ...localized,
          byLocale: Object.fromEntries(
            Object.entries(localized.byLocale).map(([locale, content]) => [
              locale,
              { ...content, pages: content.pages.filter(({ footer }) => !footer) },
            ]),
          ),
        },
        dir,
      ),
    );
    expect(pagesOf(localized, collectionPageDataOf({ pages: noneInFooter })).pages.en).not.toHaveProperty(
      'footerLinks',
    );
  });
});
