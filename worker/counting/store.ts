/**
 * The writes to D1 (migrations/). Each event is one batch, one transaction, after the day's salt
 * is known (salt.ts): a visitor, the caps and the referrer's place are decided in SQL, so no count
 * is read back.
 */
import { withinTime } from '../time-limit.ts';
import { saltOf } from './salt.ts';
import {
  maxCountedViewsPerPage,
  maxReferrerHostsPerDay,
  maxReferrerHostsPerNetwork,
  maxVisitorsPerNetwork,
} from './visit.ts';

/** Who made a view or a download, for one day: only ever hashed. */
export type Visit = { day: string; path: string; ip: string; userAgent: string };

export type View = Visit & {
  referrerHost?: string;
  country?: string;
  device: 'mobile' | 'desktop';
};

/** Where the counts go: D1 for the counts, KV for the day's salt. */
export type CountStores = { STATS: D1Database; DAILY_SALTS: KVNamespace };

/** How long a count waits for D1; it runs after the response, so this only bounds its wall time. */
export const countTimeoutMs = 2_000;

/** The host a referrer past the day's maxReferrerHostsPerDay is counted under: no DNS name has no dot. */
export const otherReferrerHost = 'other';

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The salt and the parts, hashed: what stands for a visitor or a network for one day, nothing of them kept. */
async function hashOf(salt: string, ...parts: string[]): Promise<string> {
  const text = new TextEncoder().encode([salt, ...parts].join('\n'));
  return hex(await crypto.subtle.digest('SHA-256', text));
}

/**
 * A network is kept as the first 4 hex digits of its hash: one of 65,536 buckets, each holding
 * 65,536 IPv4 addresses, so even with the day's salt its row cannot name the address it came
 * from. Networks that share a bucket share its cap; among a day's few networks, that is rare.
 */
const networkBucketDigits = 4;

/** A network's bucket for the day: what the limits that count networks keep of one (the webmentions' share too). */
export const networkBucketOf = async (salt: string, network: string) =>
  (await hashOf(salt, 'network', network)).slice(0, networkBucketDigits);

/** The day's hashes of the visitor (IP and user agent) and of the client network they came from. */
async function hashesOf(stores: CountStores, { day, ip, userAgent }: Visit) {
  const salt = await saltOf(stores.DAILY_SALTS, day);
  // ipaddr.js is loaded by the first count, after the response, not at the Worker's start.
  const { clientNetworkOf } = await import('../client-network.ts');
  const [visitor, network] = await Promise.all([
    hashOf(salt, ip, userAgent),
    networkBucketOf(salt, clientNetworkOf(ip)),
  ]);
  return { visitor, network };
}

/**
 * The visitor's row for the page or file, one more view of it. A hash new today is let in only
 * while its network has made fewer than maxVisitorsPerNetwork today; one not let in has no row, so
 * every count below it (`withinCap`) is NULL and nothing is counted.
 */
function seen(
  db: D1Database,
  { day, path }: Visit,
  { visitor, network }: { visitor: string; network: string },
) {
  const isKnown = 'EXISTS (SELECT 1 FROM visitor_views WHERE day = ?1 AND visitor = ?2)';
  return [
    // A new hash takes a place in its network's count, which stops one past the cap (no write after).
    db
      .prepare(
        `INSERT INTO network_visitors (day, network, visitors) SELECT ?1, ?3, 1 WHERE NOT ${isKnown}
         ON CONFLICT (day, network) DO UPDATE SET visitors = visitors + 1 WHERE visitors <= ?4`,
      )
      .bind(day, visitor, network, maxVisitorsPerNetwork),
    db
      .prepare(
        `INSERT INTO visitor_views (day, visitor, path, views) SELECT ?1, ?2, ?5, 1
         WHERE ${isKnown} OR (SELECT visitors FROM network_visitors WHERE day = ?1 AND network = ?3) <= ?4
         ON CONFLICT (day, visitor, path) DO UPDATE SET views = views + 1`,
      )
      .bind(day, visitor, network, maxVisitorsPerNetwork, path),
  ];
}

/** A count the statement makes only while the visitor's views of ?2 are within the cap (?4). */
const withinCap = `(SELECT views FROM visitor_views WHERE day = ?1 AND visitor = ?3 AND path = ?2) <= ?4`;

/**
 * A host new today (?5) takes one of the day's ?6 places while its network (?7) has added fewer
 * than ?8 today; a host already kept, or one that took a place here, counts under its own name,
 * any other under 'other'.
 */
const isKeptHost = `(EXISTS (SELECT 1 FROM referrer_views WHERE day = ?1 AND host = ?5)
  OR EXISTS (SELECT 1 FROM referrer_hosts WHERE day = ?1 AND host = ?5))`;
const takesPlace = `NOT ${isKeptHost}
  AND (SELECT COUNT(*) FROM referrer_hosts WHERE day = ?1) < ?6
  AND (SELECT COUNT(*) FROM referrer_views WHERE day = ?1 AND host <> '${otherReferrerHost}') < ?6
  AND (SELECT COUNT(*) FROM referrer_hosts WHERE day = ?1 AND network = ?7) < ?8`;

export async function recordView(stores: CountStores, view: View): Promise<void> {
  const db = stores.STATS;
  const hashes = await hashesOf(stores, view);
  const bump = (table: string, column: string, value: string) =>
    db
      .prepare(
        `INSERT INTO ${table} (day, ${column}, views) SELECT ?1, ?5, 1 WHERE ${withinCap}
         ON CONFLICT (day, ${column}) DO UPDATE SET views = views + 1`,
      )
      .bind(view.day, view.path, hashes.visitor, maxCountedViewsPerPage, value);
  // As bump, under the referrer's own host or, past the day's or its network's hosts, 'other'.
  const bumpReferrer = (host: string) => {
    const kept = [view.day, view.path, hashes.visitor, maxCountedViewsPerPage, host];
    return [
      db
        .prepare(
          `INSERT INTO referrer_hosts (day, host, network) SELECT ?1, ?5, ?7 WHERE ${withinCap} AND ${takesPlace}
           ON CONFLICT DO NOTHING`,
        )
        .bind(...kept, maxReferrerHostsPerDay, hashes.network, maxReferrerHostsPerNetwork),
      db
        .prepare(
          `INSERT INTO referrer_views (day, host, views)
           SELECT ?1, CASE WHEN ${isKeptHost} THEN ?5 ELSE '${otherReferrerHost}' END, 1 WHERE ${withinCap}
           ON CONFLICT (day, host) DO UPDATE SET views = views + 1`,
        )
        .bind(...kept),
    ];
  };
  const statements = [
    ...seen(db, view, hashes),
    // The visitor's first view of the day, on any page, makes them a visitor. Pages are the paths
    // ending in "/" (`/`, `/de/`); a résumé downloaded first makes no visitor.
    db
      .prepare(
        `INSERT INTO daily_counts (day, visitors) SELECT ?1, 1
         WHERE (SELECT SUM(views) FROM visitor_views WHERE day = ?1 AND visitor = ?2 AND path LIKE '%/') = 1
         ON CONFLICT (day) DO UPDATE SET visitors = visitors + 1`,
      )
      .bind(view.day, hashes.visitor),
    bump('page_views', 'path', view.path),
    bump('device_views', 'device', view.device),
    ...(view.referrerHost ? bumpReferrer(view.referrerHost) : []),
    ...(view.country ? [bump('country_views', 'country', view.country)] : []),
  ];
  await withinTime(db.batch(statements), countTimeoutMs, 'D1 batch of a view');
}

/** A résumé download, capped per visitor and file like a page's views. */
export async function recordDownload(stores: CountStores, download: Visit): Promise<void> {
  const db = stores.STATS;
  const hashes = await hashesOf(stores, download);
  const statements = [
    ...seen(db, download, hashes),
    db
      .prepare(
        `INSERT INTO daily_counts (day, downloads) SELECT ?1, 1 WHERE ${withinCap}
         ON CONFLICT (day) DO UPDATE SET downloads = downloads + 1`,
      )
      .bind(download.day, download.path, hashes.visitor, maxCountedViewsPerPage),
  ];
  await withinTime(db.batch(statements), countTimeoutMs, 'D1 batch of a download');
}

/** An accepted contact message. */
export async function recordMessage(db: D1Database, day: string): Promise<void> {
  await withinTime(
    db
      .prepare(
        `INSERT INTO daily_counts (day, messages) VALUES (?1, 1)
         ON CONFLICT (day) DO UPDATE SET messages = messages + 1`,
      )
      .bind(day)
      .run(),
    countTimeoutMs,
    'D1 count of a message',
  );
}
