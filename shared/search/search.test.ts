import { describe, expect, it } from 'vitest';
import { indexFilesOf, type Searchable } from './index-build.ts';
import type { IndexMeta } from './index-files.ts';
import { searchIndex } from './query.ts';
import { searchFixture as site } from './search-fixture.ts';
import { allStemmers } from './stemmers.ts';

const doc = (title: string, text: string, href: string, lang: string): Searchable => ({
  title,
  text,
  href,
  lang,
  kind: 'Post',
});

async function searchIn(lang: string, query: string) {
  const files = await indexFilesOf(site[lang], lang, allStemmers);
  const read = async (name: string) => JSON.parse(files[name] ?? 'null');
  return searchIndex(query, lang, read, allStemmers);
}

const hrefs = (results: { href: string }[]) => results.map(({ href }) => href);

describe('search over a language index', () => {
  it('ranks a match in a title above one in the text', async () => {
    expect(hrefs(await searchIn('en', 'databases')).slice(0, 2)).toEqual([
      '/writing/edge-db/',
      '/writing/caching/',
    ]);
  });

  it('finds an inflected German word by its base form', async () => {
    // "Datenbanken" (plural) finds the post titled with "Datenbank".
    expect(hrefs(await searchIn('de', 'Datenbanken'))).toEqual(['/de/writing/edge-db/']);
  });

  it('finds a Japanese word inside a sentence', async () => {
    expect(hrefs(await searchIn('ja', '東京'))).toEqual(['/ja/writing/edge-db/']);
  });

  it('finds a word of five letters or more misspelt by one letter, its first one included', async () => {
    expect(hrefs(await searchIn('en', 'marathin'))).toEqual(['/writing/marathon/']);
    expect(hrefs(await searchIn('en', 'narathon'))).toEqual(['/writing/marathon/']);
  });

  it("gives no result from another language's documents", async () => {
    expect(await searchIn('de', 'marathon')).toEqual([]);
    expect(await searchIn('ja', 'Datenbank')).toEqual([]);
  });

  it('marks the matched words in the excerpt, and gives what a result shows', async () => {
    const [first] = await searchIn('en', 'database');
    expect(first).toMatchObject({ title: 'Databases at the edge', kind: 'Post', lang: 'en' });
    expect(first.excerpt.filter((part) => part.marked).map((part) => part.text)).toEqual(['database']);
    expect(first.excerpt.map((part) => part.text).join('')).toBe(
      'Why a small database close to the reader answers faster.',
    );
  });

  it('reads only the shards of the query words and the texts of its results', async () => {
    const many = Array.from({ length: 400 }, (_, n) =>
      doc(
        `Post ${n} about topic${n}`,
        `Words ${n} ${'filler '.repeat(50)} unique${n}`,
        `/writing/${n}/`,
        'en',
      ),
    );
    const files = await indexFilesOf(many, 'en', allStemmers);
    const shards = Object.keys(files).filter((name) => name.startsWith('terms-'));
    expect(shards.length).toBeGreaterThan(1);
    const asked: string[] = [];
    const read = async (name: string) => {
      asked.push(name);
      return JSON.parse(files[name]);
    };
    const results = await searchIndex('unique7', 'en', read, allStemmers);
    expect(results[0].href).toBe('/writing/7/');
    // Its excerpt is its own text, and so is that of one in the last chunk.
    expect(results[0].excerpt).toContainEqual({ text: 'unique7', marked: true });
    const last = await searchIndex('unique399', 'en', read, allStemmers);
    expect(last[0].excerpt).toContainEqual({ text: 'unique399', marked: true });
    // Its first letter wrong puts the word in another shard: every shard is read, and it is found.
    const before = asked.length;
    expect((await searchIndex('anique7', 'en', read, allStemmers))[0].href).toBe('/writing/7/');
    expect(new Set(asked.slice(before).filter((name) => name.startsWith('terms-')))).toEqual(new Set(shards));
    // What the first search read, not the later ones'.
    asked.splice(asked.indexOf('meta.json', 1));
    // The one shard whose keys' range holds "un".
    const { shards: firsts } = JSON.parse(files['meta.json']) as IndexMeta;
    const shard = firsts.findLastIndex((first) => first <= 'un');
    expect(asked.slice(0, 2)).toEqual(['meta.json', `terms-${shard}.json`]);
    expect(JSON.parse(files[`terms-${shard}.json`]).map(([term]: [string]) => term)).toContain('unique7');
    // The texts of the 20 results shown (numbers 7, 70–79, 1–9…: a prefix and one letter off), not all 25 chunks.
    const texts = asked.slice(2);
    expect(texts.every((name) => name.startsWith('texts-'))).toBe(true);
    expect(texts.length).toBeLessThan(
      Object.keys(files).filter((name) => name.startsWith('texts-')).length / 2,
    );
  });

  it('answers nothing to a query with no words', async () => {
    expect(await searchIn('en', ' !? ')).toEqual([]);
  });
});
