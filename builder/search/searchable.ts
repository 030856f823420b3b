/**
 * What the search covers, in each language, as documents of one shape (title, text, date, link):
 * every collection of the registry, read generically from its entries as its pages list them, and
 * the portfolio's sections of shared/search/kinds.ts, each read by one line below. Drafts never
 * (the entries are those the build shows); an entry not translated is the default's, with its `lang`.
 */
import { type CollectionKey, type Content, collectionKeys } from '../../shared/content-files.ts';
import { pagePathOf } from '../../shared/locales.ts';
import type { Searchable } from '../../shared/search/index-build.ts';
import type { SearchedSection } from '../../shared/search/kinds.ts';
import { searchTextsOf } from '../../shared/texts/search.ts';
import type { CollectionEntries, LanguageEntry } from '../collection-entries.ts';
import type { LocalizedContent } from '../content/overlays.ts';
import { dateText } from '../dates.ts';
import { plainTextOfMarkdown } from './plain-text.ts';

/** A document as its content has it: its date as written (YYYY, YYYY-MM or YYYY-MM-DD). */
type Found = Omit<Searchable, 'date'> & { date?: string };

/** A section's documents, from its content in a language; `href` is the section on that language's page. */
type SectionReader<Key extends SearchedSection> = (
  content: Content[Key],
  href: string,
) => Omit<Found, 'kind' | 'lang'>[];

const lines = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join('\n');

/** The sections' documents: each reads its own kind's fields, and links to its section by id. */
const sections: { [Key in SearchedSection]: { id: string; read: SectionReader<Key> } } = {
  about: {
    id: 'about',
    read: ({ content }, href) => (content.length ? [{ title: '', text: lines(...content), href }] : []),
  },
  workExperience: {
    id: 'experience',
    read: (jobs, href) =>
      jobs.map((job) => ({
        title: `${job.title}, ${job.organization}`,
        text: lines(job.description, ...job.achievements),
        date: job.startDate,
        href,
      })),
  },
  projects: {
    id: 'projects',
    read: (projects, href) =>
      projects.map((project) => ({
        title: project.title,
        text: lines(project.description, project.techStack.join(', ')),
        href,
      })),
  },
  talks: {
    id: 'talks',
    read: (talks, href) =>
      talks.map((talk) => ({
        title: talk.title,
        text: lines(talk.event, talk.place),
        date: talk.date,
        href,
      })),
  },
};

/** The fields a collection's entry may have that the search reads: every collection's have a title and a body. */
type CollectionEntry = {
  slug: string;
  title: string;
  description?: string;
  summary?: string;
  body?: string;
  date?: string;
  updated?: string;
};

/** A collection's entries in a language, each in the language its text is in. */
function collectionDocuments(
  key: CollectionKey,
  items: LanguageEntry[],
  localized: LocalizedContent,
): Omit<Found, 'kind'>[] {
  return items.flatMap((item) => {
    const { lang, href } = item as LanguageEntry & { lang: string; href: string };
    const entry = (localized.byLocale[lang][key] as CollectionEntry[]).find(({ slug }) => slug === item.slug);
    if (!entry) return [];
    const text = lines(entry.description ?? entry.summary, entry.body && plainTextOfMarkdown(entry.body));
    const date = entry.date ?? entry.updated;
    return [{ title: entry.title, text, ...(date && { date }), href, lang }];
  });
}

/** Every language's documents: each collection's entries, then the sections of its page. */
export function searchablesOf(
  localized: LocalizedContent,
  entries: CollectionEntries,
): Record<string, Searchable[]> {
  const { locales, defaultLocale, byLocale, absent } = localized;
  return Object.fromEntries(
    locales.map((locale) => {
      const { kinds } = searchTextsOf(locale);
      const page = pagePathOf(locale, defaultLocale);
      const ofCollections = collectionKeys.flatMap((key) =>
        collectionDocuments(key, entries[key]?.[locale] ?? [], localized).map((doc) => ({
          ...doc,
          kind: kinds[key],
        })),
      );
      const ofSections = (Object.keys(sections) as SearchedSection[]).flatMap((key) => {
        if (absent.includes(key)) return [];
        const { id, read } = sections[key] as { id: string; read: SectionReader<SearchedSection> };
        return read(byLocale[locale][key], `${page}#${id}`).map((doc) => ({
          ...doc,
          title: doc.title || kinds[key],
          kind: kinds[key],
          lang: locale,
        }));
      });
      // A date in the page's language, whatever the entry's: as the page around the results writes it.
      const documents: Searchable[] = [...ofCollections, ...ofSections].map(({ date, ...doc }) => ({
        ...doc,
        ...(date && { date: { iso: date, text: dateText(date, locale) } }),
      }));
      return [locale, documents];
    }),
  );
}
