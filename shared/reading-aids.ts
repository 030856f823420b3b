/**
 * What an entry's reading aids show (docs/owner-guide.md, "Reading aids"), as the build writes
 * them (builder/reading-aids.ts) and the server renderer draws them (web/reading-aids/): a table of
 * contents, its place in a series, the related posts. Each is absent where the entry has none, and
 * an entry with none has no view at all: its page is as before.
 */
import type { ReadingAidsTexts } from './texts/reading-aids.ts';

/** Below this many headings (h2 and h3), an entry is short enough to need no table of contents. */
export const headingsForContents = 3;

/** A heading of the entry as its table of contents links it, its subheadings under it. */
export type ContentsItem = { id: string; text: string; children?: ContentsItem[] };

/** Another entry, as an aid links it. */
export type LinkedEntry = {
  title: string;
  href: string;
  /** Its text's language, when it is not the page's (a part not translated yet). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
};

export type SeriesView = {
  name: string;
  /** "Part 2 of 3", in the page's language and digits. */
  partText: string;
  /** Every part, oldest first; the entry itself is `current`, and not a link. */
  parts: (LinkedEntry & { current?: true })[];
  previous?: LinkedEntry;
  next?: LinkedEntry;
};

export type ReadingAidsView = {
  texts: ReadingAidsTexts;
  contents?: ContentsItem[];
  series?: SeriesView;
  /** Other posts of the page's language sharing a tag with it, newest first. */
  related?: (LinkedEntry & { date: string; dateText: string })[];
};
