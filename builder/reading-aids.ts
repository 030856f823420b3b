/**
 * An entry's reading aids as the build makes them (shared/reading-aids.ts): its table of contents
 * from its headings, its place in a series, the posts related to it. Each is left out where the
 * entry has none, and an entry with none gets no view: its page is as before.
 */
import {
  type ContentsItem,
  headingsForContents,
  type LinkedEntry,
  type ReadingAidsView,
  type SeriesView,
} from '../shared/reading-aids.ts';
import { fillText } from '../shared/texts/fill.ts';
import { readingAidsTextsOf } from '../shared/texts/reading-aids.ts';
import type { Heading } from './markdown/markdown.ts';

/** How many related posts an entry's end lists at most. */
export const relatedShown = 3;

/**
 * The table of contents of an entry with enough headings: each h2, its h3s under it (an h3 before
 * any h2 stands on its own). Its links are the headings' ids as written, in any script, as the
 * entry's own links to them are (builder/markdown/markdown.ts, `readableFragments`).
 */
export function contentsOf(headings: readonly Heading[]): ContentsItem[] | undefined {
  if (headings.length < headingsForContents) return undefined;
  const items: ContentsItem[] = [];
  let section: ContentsItem | undefined;
  for (const { depth, id, text } of headings) {
    const item: ContentsItem = { id, text };
    if (depth === 3 && section) section.children = [...(section.children ?? []), item];
    else items.push(item);
    if (depth === 2) section = item;
  }
  return items;
}

/** An entry of a language's list, as the series and related posts read it. */
export type AidCandidate = LinkedEntry & {
  slug: string;
  /** YYYY-MM-DD, and as the page's language writes it. */
  date: string;
  dateText: string;
  /** Its series: `key`, the default language's name (the same in every language); `name`, as shown. */
  series?: { key: string; name: string };
  tags: readonly string[];
};

/**
 * Where `slug` stands in its series, among the language's entries (a part not translated yet
 * counts, in the default language's words): its parts oldest first, by date then slug. A series
 * of one part shows nothing until a second is out.
 */
export function seriesOf(
  candidates: readonly AidCandidate[],
  slug: string,
  locale: string,
  words: { seriesPart: string },
): SeriesView | undefined {
  const own = candidates.find((candidate) => candidate.slug === slug);
  if (!own?.series) return undefined;
  const key = own.series.key;
  const parts = candidates
    .filter((candidate) => candidate.series?.key === key)
    .toSorted((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
  if (parts.length < 2) return undefined;
  const at = parts.indexOf(own);
  const number = new Intl.NumberFormat(locale);
  const linked = ({ title, href, lang, dir }: AidCandidate): LinkedEntry => ({
    title,
    href,
    ...(lang && { lang }),
    ...(dir && { dir }),
  });
  return {
    name: own.series.name,
    partText: fillText(words.seriesPart, { n: number.format(at + 1), m: number.format(parts.length) }),
    parts: parts.map((part) => (part === own ? { ...linked(part), current: true } : linked(part))),
    ...(at > 0 && { previous: linked(parts[at - 1]) }),
    ...(at < parts.length - 1 && { next: linked(parts[at + 1]) }),
  };
}

/**
 * Up to three other entries written in the page's language (never one shown in another: `lang`
 * set) sharing a tag with `slug`, newest first. Tags match whatever their case.
 */
export function relatedOf(
  candidates: readonly AidCandidate[],
  slug: string,
  locale: string,
): ReadingAidsView['related'] {
  const own = candidates.find((candidate) => candidate.slug === slug);
  const folded = (tag: string) => tag.toLocaleLowerCase(locale);
  const tags = new Set(own?.tags.map(folded));
  if (!own || tags.size === 0) return undefined;
  const related = candidates
    .filter(
      (candidate) =>
        candidate !== own &&
        candidate.lang === undefined &&
        candidate.tags.some((tag) => tags.has(folded(tag))),
    )
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
    .slice(0, relatedShown)
    .map(({ title, href, date, dateText }) => ({ title, href, date, dateText }));
  return related.length > 0 ? related : undefined;
}

/**
 * What an entry's page shows of its aids in `locale`: its table of contents where its collection
 * has them (the registry's `contents`) and its front matter does not turn it off (`toc: false`),
 * its series and related posts as its collection found them; none when it has no aid at all.
 */
export function readingAidsOf(
  locale: string,
  {
    contents,
    toc,
    headings,
    ...found
  }: { contents?: boolean; toc?: boolean; headings: readonly Heading[] } & Pick<
    ReadingAidsView,
    'series' | 'related'
  >,
): ReadingAidsView | undefined {
  const aids = {
    contents: contents && toc !== false ? contentsOf(headings) : undefined,
    series: found.series,
    related: found.related,
  };
  const present = Object.fromEntries(Object.entries(aids).filter(([, aid]) => aid !== undefined));
  if (Object.keys(present).length === 0) return undefined;
  return { texts: readingAidsTextsOf(locale), ...present };
}
