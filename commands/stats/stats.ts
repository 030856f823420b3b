/**
 * What `npm run stats` reads, in the shape of its `--json` (docs/counts.md): one entry per day of
 * the range, and the referrers, countries and pages summed over it, most views first.
 */
import { type CollectionKey, collectionKeys, nounOf } from '../../shared/content-files.ts';

export type DayCounts = { day: string; views: number; visitors: number; downloads: number; messages: number };
export type Stats = {
  days: DayCounts[];
  referrers: { host: string; views: number }[];
  countries: { country: string; views: number }[];
  pages: { path: string; views: number }[];
  /**
   * Each collection's entries among those pages (shared/content-files.ts: `posts`, `caseStudies`),
   * with their titles, the most read first: a list for every collection, empty when none was read.
   */
  mostRead: Record<CollectionKey, EntryViews[]>;
  /**
   * The days the contact form's site-wide caps turned messages away (worker/routes/contact-caps.ts),
   * newest first: which cap, and when it first did that day.
   */
  capHits: { day: string; cap: 'minute' | 'day'; firstAt: string }[];
};

/** "On 2026-11-24 the form took its most messages for a day from 14:02 UTC on, and refused the rest." */
export const capHitText = ({ day, cap, firstAt }: Stats['capHits'][number]): string =>
  `On ${day} the contact form took its most messages ${cap === 'day' ? 'for a day' : 'for a minute'}, first at ${firstAt.slice(11, 16)} UTC, and refused the rest (wrangler.toml CONTACT_${cap === 'day' ? 'DAILY' : 'MINUTE'}_CAP).`;

/** What the table and the report know beside the counts: whether Turnstile is on (site.json's key). */
export type StatsContext = { turnstileOn: boolean };

/**
 * After a day the form was full, the one step that makes filling it cost more than requests: the
 * caps need 20 networks to fill a day (worker/routes/contact-caps.ts), and a botnet has them.
 */
export const turnstileAdvice =
  'Turnstile is off: with it, each message costs a bot a solved challenge, so a flood from many networks can no longer fill the day as cheaply (docs/contact.md, "Turnstile, a bot check").';

/** Each cap hit's line, then the advice to turn Turnstile on when a day's cap was reached without it. */
export function capLines(stats: Pick<Stats, 'capHits'>, { turnstileOn }: StatsContext): string[] {
  const dayFull = stats.capHits.some(({ cap }) => cap === 'day');
  return [...stats.capHits.map(capHitText), ...(dayFull && !turnstileOn ? [turnstileAdvice] : [])];
}

/** A counted page that is a collection's entry, by its title. */
export type EntryViews = { path: string; title: string; views: number };

/** Each collection's entry pages, by path: their titles as content/ has them now. */
export type EntryTitles = Partial<Record<CollectionKey, ReadonlyMap<string, string>>>;

/** A collection's entries among the counted pages (the posts, the case studies), by their pages' titles. */
export function entriesOf(pages: Stats['pages'], titles: ReadonlyMap<string, string>): EntryViews[] {
  return pages.flatMap(({ path, views }) => {
    const title = titles.get(path);
    return title === undefined ? [] : [{ path, title, views }];
  });
}

/** How many referrers, countries and pages the table and the report show. */
export const topCount = 10;

/**
 * How many referrers, countries and pages are read at most, most views first: what `--json` gives.
 * Every query of the counts has a bound, so a flood of rows cannot make the stats slow or huge.
 */
export const listLimit = 100;

/** "14", or "100 or more" for a list read up to its limit. */
export const listLengthText = (length: number) =>
  length >= listLimit ? `${listLimit} or more` : String(length);

export const totalsOf = (days: DayCounts[]) =>
  days.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      visitors: sum.visitors + day.visitors,
      downloads: sum.downloads + day.downloads,
      messages: sum.messages + day.messages,
    }),
    { views: 0, visitors: 0, downloads: 0, messages: 0 },
  );

/** Nothing at all was counted in the range. */
export function isEmpty(stats: Stats): boolean {
  return Object.values(totalsOf(stats.days)).every((total) => total === 0) && stats.capHits.length === 0;
}

export const emptyReason =
  'Either nobody has visited the site since counting started, or only crawlers and link previews did: they are not counted.';

/** "2026-11-18 to 2026-11-24 (UTC)", or one day alone. */
export function rangeText(days: DayCounts[]): string {
  const first = days[0].day;
  const last = days.at(-1)?.day ?? first;
  return `${first === last ? first : `${first} to ${last}`} (UTC)`;
}

/** "Counts of the last 7 days, 2026-11-18 to 2026-11-24 (UTC)": what the table and the report begin with. */
export const countsOf = (stats: Stats) =>
  `Counts of ${stats.days.length === 1 ? 'today' : `the last ${stats.days.length} days`}, ${rangeText(stats.days)}`;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Cloudflare's own codes in `request.cf.country`, which are not regions. */
const cloudflareCountries: Record<string, string> = { XX: 'unknown', T1: 'Tor' };

/** "IN" → "India"; a code no region has gives undefined. */
export function countryName(code: string): string | undefined {
  if (code in cloudflareCountries) return cloudflareCountries[code];
  try {
    return regionNames.of(code);
  } catch {
    return undefined;
  }
}

/** The most read entries of each collection, each list with its title and its column's name: those with any. */
export function mostRead(stats: Pick<Stats, 'mostRead'>) {
  return collectionKeys
    .map((key) => {
      const { one, many } = nounOf(key);
      return {
        title: `Most read ${many}`,
        column: `${one[0].toUpperCase()}${one.slice(1)}`,
        entries: stats.mostRead[key] ?? [],
      };
    })
    .filter(({ entries }) => entries.length > 0)
    .map(({ entries, ...list }) => ({
      ...list,
      rows: entries.map(({ path, title, views }) => ({ name: `${title} (${path})`, views })),
    }));
}
