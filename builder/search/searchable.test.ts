import { cp } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { collectionFixtures } from '../../testing/collection-fixtures.ts';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { testContent, writeTestContent } from '../../testing/test-content.ts';
import { buildModel } from '../build-model.ts';
import { searchablesOf } from './searchable.ts';

const temporaryDir = temporaryDirs();

/** The fixture portfolio in English, German and Arabic, with every collection's fixture folder. */
async function searchedSite() {
  const dir = await writeTestContent(await temporaryDir('searchable-'), {
    ...testContent,
    site: { ...testContent.site, locales: ['de', 'ar'] },
  });
  for (const fixture of collectionFixtures()) await cp(fixture.dir, dir, { recursive: true });
  const model = buildModel(dir, { today: '2026-12-01' });
  return searchablesOf(model.localized, model.entries);
}

describe('what the search covers', () => {
  it("holds every collection's published entries and the page's sections, never a draft nor a post not out yet", async () => {
    const { en } = await searchedSite();
    const kinds = new Set(en.map(({ kind }) => kind));
    expect(kinds).toEqual(new Set(['Post', 'Case study', 'Page', 'About', 'Experience', 'Project', 'Talk']));
    const titles = en.map(({ title }) => title);
    expect(titles).toContain('Building a portfolio that loads fast & stays up');
    expect(titles).not.toContain('Notes not ready yet');
    expect(titles).not.toContain('A post from the future');
    const post = en.find(({ href }) => href === '/writing/building-a-portfolio/');
    expect(post).toMatchObject({ lang: 'en', date: { iso: '2025-03-14', text: 'March 14, 2025' } });
    // Its Markdown as words: no code, no markup.
    expect(post?.text).not.toMatch(/```|<script|\]\(/);
    expect(en.find(({ kind }) => kind === 'Project')?.href).toBe('/#projects');
  });

  it("gives each language its own words, and an entry not translated in the default's, marked with its lang", async () => {
    const { de } = await searchedSite();
    const post = de.find(({ href }) => href === '/de/writing/building-a-portfolio/');
    expect(post).toMatchObject({
      title: 'Ein Portfolio, das schnell lädt und läuft',
      lang: 'de',
      kind: 'Artikel',
      date: { iso: '2025-03-14', text: '14. März 2025' },
    });
    // A job's month as the German page writes its career.
    expect(de.find(({ kind }) => kind === 'Berufserfahrung')?.date?.text).toMatch(
      /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
    );
    const untranslated = de.find(({ title }) => title === 'Edge caching, explained');
    // Its date written in German, as the page around it is.
    expect(untranslated).toMatchObject({
      lang: 'en',
      kind: 'Artikel',
      date: { text: expect.stringMatching(/^\d{1,2}\. \p{L}+ \d{4}$/u) },
    });
    expect(untranslated?.href).not.toMatch(/^\/de\//);
    expect(de.find(({ kind }) => kind === 'Berufserfahrung')?.href).toBe('/de/#experience');
  });
});
