/**
 * The writes to D1 (migrations/0001_counts.sql). Each event is one batch, one transaction, after
 * the day's salt is read: a visitor and the cap are decided in SQL, so no count is read back.
 */
import { maxCountedViewsPerPage } from './visit.ts';

/** Who made a view or a download, for one day: only ever hashed. */
export type Visit = { day: string; path: string; ip: string; userAgent: string };

export type View = Visit & {
  referrerHost?: string;
  country?: string;
  device: 'mobile' | 'desktop';
};

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The day's salt, made by whichever request of the day comes first; one round trip, and a read after that. */
async function saltOf(db: D1Database, day: string): Promise<string> {
  const fresh = hex(crypto.getRandomValues(new Uint8Array(32)));
  const [, read] = await db.batch<{ salt: string }>([
    db.prepare('INSERT OR IGNORE INTO daily_salts (day, salt) VALUES (?1, ?2)').bind(day, fresh),
    db.prepare('SELECT salt FROM daily_salts WHERE day = ?1').bind(day),
  ]);
  const salt = read.results[0]?.salt;
  if (!salt) throw new Error(`no salt for ${day}`);
  return salt;
}

/** What stands for a visitor for one day: the salt, IP and user agent, hashed, and nothing of them kept. */
export async function visitorHash(salt: string, ip: string, userAgent: string): Promise<string> {
  const text = new TextEncoder().encode(`${salt}\n${ip}\n${userAgent}`);
  return hex(await crypto.subtle.digest('SHA-256', text));
}

/** ?1 day, ?2 path, ?3 visitor: the visitor's row for the page or file, one more view of it. */
const seen = (db: D1Database, { day, path }: Visit, visitor: string) =>
  db
    .prepare(
      `INSERT INTO visitor_views (day, visitor, path, views) VALUES (?1, ?3, ?2, 1)
       ON CONFLICT (day, visitor, path) DO UPDATE SET views = views + 1`,
    )
    .bind(day, path, visitor);

/** A count the statement makes only while the visitor's views of ?2 are within the cap (?4). */
const withinCap = `(SELECT views FROM visitor_views WHERE day = ?1 AND visitor = ?3 AND path = ?2) <= ?4`;

export async function recordView(db: D1Database, view: View): Promise<void> {
  const visitor = await visitorHash(await saltOf(db, view.day), view.ip, view.userAgent);
  const bump = (table: string, column: string, value: string) =>
    db
      .prepare(
        `INSERT INTO ${table} (day, ${column}, views) SELECT ?1, ?5, 1 WHERE ${withinCap}
         ON CONFLICT (day, ${column}) DO UPDATE SET views = views + 1`,
      )
      .bind(view.day, view.path, visitor, maxCountedViewsPerPage, value);
  await db.batch([
    seen(db, view, visitor),
    // The visitor's first view of the day, on any page, makes them a visitor. Pages are the paths
    // ending in "/" (`/`, `/de/`); a résumé downloaded first makes no visitor.
    db
      .prepare(
        `INSERT INTO daily_counts (day, visitors) SELECT ?1, 1
         WHERE (SELECT SUM(views) FROM visitor_views WHERE day = ?1 AND visitor = ?2 AND path LIKE '%/') = 1
         ON CONFLICT (day) DO UPDATE SET visitors = visitors + 1`,
      )
      .bind(view.day, visitor),
    bump('page_views', 'path', view.path),
    bump('device_views', 'device', view.device),
    ...(view.referrerHost ? [bump('referrer_views', 'host', view.referrerHost)] : []),
    ...(view.country ? [bump('country_views', 'country', view.country)] : []),
  ]);
}

/** A résumé download, capped per visitor and file like a page's views. */
export async function recordDownload(db: D1Database, download: Visit): Promise<void> {
  const visitor = await visitorHash(await saltOf(db, download.day), download.ip, download.userAgent);
  await db.batch([
    seen(db, download, visitor),
    db
      .prepare(
        `INSERT INTO daily_counts (day, downloads) SELECT ?1, 1 WHERE ${withinCap}
         ON CONFLICT (day) DO UPDATE SET downloads = downloads + 1`,
      )
      .bind(download.day, download.path, visitor, maxCountedViewsPerPage),
  ]);
}

/** An accepted contact message. */
export async function recordMessage(db: D1Database, day: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO daily_counts (day, messages) VALUES (?1, 1)
       ON CONFLICT (day) DO UPDATE SET messages = messages + 1`,
    )
    .bind(day)
    .run();
}
