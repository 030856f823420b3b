import { beforeAll, describe, expect, it } from 'vitest';
import { readingAidsTextsEn } from '../shared/texts/reading-aids.ts';
import { postAidsOf } from './collections/posts/post-aids.ts';
import type { LanguageWriting } from './collections/posts/writing-views.ts';
import { type MarkdownRenderer, markdownRenderer } from './markdown/markdown.ts';
import { type AidCandidate, contentsOf, readingAidsOf, relatedOf, seriesOf } from './reading-aids.ts';

let render: MarkdownRenderer;
beforeAll(async () => {
  render = await markdownRenderer();
}, 30_000);

const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
const fragmentLinks = (html: string) => [...html.matchAll(/\shref="#([^"]*)"/g)].map((match) => match[1]);
const flat = (items: NonNullable<ReturnType<typeof contentsOf>>): { id: string; text: string }[] =>
  items.flatMap(({ children, ...item }) => [item, ...flat(children ?? [])]);

describe('a table of contents', () => {
  it.each([
    ['Arabic', ['المشكلة', 'ما بنيته', 'ما تغيّر']],
    ['Hindi', ['समस्या', 'मैंने क्या बनाया', 'क्या बदला']],
  ])(
    'links each %s heading by the id its heading has, as the entry’s own links write it',
    async (_, words) => {
      const markdown = [
        `See [the first](#${encodeURIComponent(words[0].replaceAll(' ', '-'))}).`,
        ...words.map((heading) => `\n## ${heading}\n\nText.`),
      ].join('\n');
      const { html, headings } = await render(markdown);
      const contents = contentsOf(headings) ?? [];
      expect(contents.map(({ text }) => text)).toEqual(words);
      // Each heading's id, in its own script, is an id of the page: the table links there.
      for (const { id } of contents) expect(ids(html)).toContain(id);
      expect(contents[0].id).toBe(words[0]);
      // The entry's own link to the first heading is written the same way as the table's.
      expect(fragmentLinks(html)[0]).toBe(contents[0].id);
    },
  );

  it('nests each h3 under its h2, and leaves out the footnotes’ heading and a note’s number', async () => {
    const { headings } = await render(
      '### Before\n\n## One[^1]\n\n### One a\n\n### One b\n\n## Two\n\n[^1]: A note.',
    );
    expect(contentsOf(headings)).toEqual([
      { id: 'before', text: 'Before' },
      {
        // rehype-slug's id takes the note's number; the words shown do not.
        id: 'one1',
        text: 'One',
        children: [
          { id: 'one-a', text: 'One a' },
          { id: 'one-b', text: 'One b' },
        ],
      },
      { id: 'two', text: 'Two' },
    ]);
  });

  it('takes the headings as the page has them: one level down under a `#` heading, renamed off the page’s ids', async () => {
    const { headings } = await render('# Top\n\n## Main\n\n## Sub\n\n#### Deep', { reservedIds: ['main'] });
    expect(flat(contentsOf(headings) ?? [])).toEqual([
      { id: 'top', text: 'Top' },
      { id: 'main-1', text: 'Main' },
      { id: 'sub', text: 'Sub' },
    ]);
  });

  it('is none for an entry with fewer than three headings', async () => {
    const { headings } = await render('## One\n\n### Two\n\n#### Three is not in a table');
    expect(contentsOf(headings)).toBeUndefined();
  });
});

const candidate = (slug: string, date: string, more: Partial<AidCandidate> = {}): AidCandidate => ({
  slug,
  title: slug,
  href: `/writing/${slug}/`,
  date,
  dateText: date,
  tags: [],
  ...more,
});
const inSeries = (name: string) => ({ series: { key: name, name } });

describe('a series', () => {
  // Written in another order than published: the parts go by date.
  const parts = [
    candidate('third', '2025-03-01', inSeries('Edge')),
    candidate('first', '2025-01-01', inSeries('Edge')),
    candidate('other', '2025-01-15', inSeries('Other')),
    candidate('second', '2025-02-01', { ...inSeries('Edge'), lang: 'en' }),
    candidate('loose', '2025-02-15'),
  ];

  it('of three: the middle part says “Part 2 of 3”, lists every part oldest first and links both neighbours', () => {
    expect(seriesOf(parts, 'second', 'en', readingAidsTextsEn)).toEqual({
      name: 'Edge',
      partText: 'Part 2 of 3',
      parts: [
        { title: 'first', href: '/writing/first/' },
        { title: 'second', href: '/writing/second/', lang: 'en', current: true },
        { title: 'third', href: '/writing/third/' },
      ],
      previous: { title: 'first', href: '/writing/first/' },
      next: { title: 'third', href: '/writing/third/' },
    });
  });

  it('has no previous part at its start, no next at its end, and numbers in the page’s language', () => {
    const first = seriesOf(parts, 'first', 'hi-u-nu-deva', readingAidsTextsEn);
    expect([first?.partText, first?.previous, first?.next?.title]).toEqual([
      'Part १ of ३',
      undefined,
      'second',
    ]);
    const last = seriesOf(parts, 'third', 'en', readingAidsTextsEn);
    expect([last?.previous?.title, last?.next]).toEqual(['second', undefined]);
  });

  it('is none for an entry without one, or whose series has no other part yet', () => {
    expect(seriesOf(parts, 'loose', 'en', readingAidsTextsEn)).toBeUndefined();
    expect(seriesOf(parts, 'other', 'en', readingAidsTextsEn)).toBeUndefined();
  });
});

describe('related posts', () => {
  const posts = [
    candidate('own', '2025-01-01', { tags: ['Edge', 'CSS'] }),
    candidate('old', '2024-01-01', { tags: ['css'] }),
    candidate('newest', '2025-06-01', { tags: ['edge'] }),
    candidate('untranslated', '2025-07-01', { tags: ['Edge'], lang: 'en' }),
    candidate('unrelated', '2025-08-01', { tags: ['cooking'] }),
    candidate('newer', '2025-05-01', { tags: ['CSS'] }),
    candidate('oldest', '2023-01-01', { tags: ['Edge'] }),
  ];

  it('are up to three others sharing a tag (whatever its case), newest first, never one in another language', () => {
    expect(relatedOf(posts, 'own', 'en')?.map(({ title }) => title)).toEqual(['newest', 'newer', 'old']);
  });

  it('are none for a post without tags, or with none shared', () => {
    expect(relatedOf(posts, 'unrelated', 'en')).toBeUndefined();
    expect(relatedOf([candidate('bare', '2025-01-01'), ...posts], 'bare', 'en')).toBeUndefined();
  });
});

describe('a post’s aids in each language', () => {
  /** A language's posts as the views have them: each its front matter, and its summary in the list. */
  const writingIn = (
    locale: string,
    posts: { slug: string; date: string; series?: string; tags?: string[]; lang?: string }[],
  ) =>
    ({
      entries: posts.map(({ slug, date, series, tags, lang }) => ({
        slug,
        lang: lang ?? locale,
        post: { slug, date, series, tags, title: `${slug} (${lang ?? locale})` },
      })),
      posts: posts.map(({ slug, date, lang }) => ({
        slug,
        title: `${slug} (${lang ?? locale})`,
        href: lang ? `/writing/${slug}/` : `/${locale}/writing/${slug}/`,
        date,
        dateText: date,
        ...(lang && { lang }),
      })),
    }) as unknown as LanguageWriting;
  const writing = {
    en: writingIn('en', [
      { slug: 'two', date: '2025-02-01', series: 'Edge notes', tags: ['edge'] },
      { slug: 'one', date: '2025-01-01', series: 'Edge notes', tags: ['edge'] },
    ]),
    de: writingIn('de', [
      // Translated, its series named in German; part one is not translated yet.
      { slug: 'two', date: '2025-02-01', series: 'Notizen vom Rand', tags: ['edge'] },
      { slug: 'one', date: '2025-01-01', series: 'Edge notes', tags: ['edge'], lang: 'en' },
    ]),
  };

  it('keep a series whole where a translation renames it and a part falls back to the default language', () => {
    const { series, related } = postAidsOf(writing, 'en')('de', 'two');
    expect(series?.name).toBe('Notizen vom Rand');
    expect(series?.parts).toEqual([
      { title: 'one (en)', href: '/writing/one/', lang: 'en' },
      { title: 'two (de)', href: '/de/writing/two/', current: true },
    ]);
    // The English part shares its tag, but is not in the page's language.
    expect(related).toBeUndefined();
    expect(postAidsOf(writing, 'en')('en', 'two').related?.map(({ title }) => title)).toEqual(['one (en)']);
  });
});

describe('an entry’s aids', () => {
  const headings = [
    { depth: 2, id: 'a', text: 'A' },
    { depth: 2, id: 'b', text: 'B' },
    { depth: 3, id: 'c', text: 'C' },
  ] as const;
  const related = [{ title: 'Other', href: '/writing/other/', date: '2025-01-01', dateText: '2025-01-01' }];

  it('are no view at all when it has none: too few headings, no series, no related post', () => {
    expect(readingAidsOf('en', { contents: true, headings: headings.slice(0, 2) })).toBeUndefined();
  });

  it('leave out the table of contents where the front matter says `toc: false`, or its collection has none', () => {
    expect(readingAidsOf('en', { contents: true, toc: false, headings })).toBeUndefined();
    expect(readingAidsOf('en', { contents: false, headings })).toBeUndefined();
    expect(readingAidsOf('en', { contents: true, toc: false, headings, related })).toEqual({
      texts: readingAidsTextsEn,
      related,
    });
  });

  it('carry the language’s words, English’s for a language the site has none of', () => {
    expect(readingAidsOf('de', { contents: true, headings })?.texts.contents).toBe('Inhalt');
    expect(readingAidsOf('sw', { contents: true, headings })?.texts.contents).toBe('Contents');
  });
});
