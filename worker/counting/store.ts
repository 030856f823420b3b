/**
 * The writes to D1 (migrations/0001_counts.sql). Each event is one batch, one transaction: a
 * view's visitor and cap are decided in SQL, so no count is read back into the Worker.
 */
import { maxCountedViewsPerPage } from './visit.ts';

export type View = {
  day: string;
  path: string;
  ip: string;
  userAgent: string;
  referrerHost?: string;
  country?: string;
  device: 'mobile' | 'desktop';
};

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The day's salt, made by whichever request of the day comes first. */
async function saltOf(db: D1Database, day: string): Promise<string> {
  const fresh = hex(crypto.getRandomValues(new Uint8Array(32)));
  const row = await db
    .prepare(
      'INSERT INTO daily_salts (day, salt) VALUES (?1, ?2) ON CONFLICT (day) DO UPDATE SET salt = salt RETURNING salt',
    )
    .bind(day, fresh)
    .first<{ salt: string }>();
  if (!row) throw new Error(`no salt for ${day}`);
  return row.salt;
}

/** What stands for a visitor for one day: the salt, IP and user agent, hashed, and nothing of them kept. */
export async function visitorHash(salt: string, ip: string, userAgent: string): Promise<string> {
  const text = new TextEncoder().encode(`${salt}\n${ip}\n${userAgent}`);
  return hex(await crypto.subtle.digest('SHA-256', text));
}

export async function recordView(db: D1Database, view: View): Promise<void> {
  const visitor = await visitorHash(await saltOf(db, view.day), view.ip, view.userAgent);
  // ?1 day, ?2 path, ?3 visitor, ?4 cap; the view counts while the visitor's views of the page are within the cap.
  const counted = `(SELECT views FROM visitor_views WHERE day = ?1 AND visitor = ?3 AND path = ?2) <= ?4`;
  const bump = (table: string, column: string, value: string) =>
    db
      .prepare(
        `INSERT INTO ${table} (day, ${column}, views) SELECT ?1, ?5, 1 WHERE ${counted}
         ON CONFLICT (day, ${column}) DO UPDATE SET views = views + 1`,
      )
      .bind(view.day, view.path, visitor, maxCountedViewsPerPage, value);
  await db.batch([
    db
      .prepare(
        `INSERT INTO visitor_views (day, visitor, path, views) VALUES (?1, ?2, ?3, 1)
         ON CONFLICT (day, visitor, path) DO UPDATE SET views = views + 1`,
      )
      .bind(view.day, visitor, view.path),
    // The visitor's first view of the day, on any page, makes them a visitor.
    db
      .prepare(
        `INSERT INTO daily_counts (day, visitors) SELECT ?1, 1
         WHERE (SELECT SUM(views) FROM visitor_views WHERE day = ?1 AND visitor = ?2) = 1
         ON CONFLICT (day) DO UPDATE SET visitors = visitors + 1`,
      )
      .bind(view.day, visitor),
    bump('page_views', 'path', view.path),
    bump('device_views', 'device', view.device),
    ...(view.referrerHost ? [bump('referrer_views', 'host', view.referrerHost)] : []),
    ...(view.country ? [bump('country_views', 'country', view.country)] : []),
  ]);
}

export async function recordTotal(
  db: D1Database,
  day: string,
  column: 'downloads' | 'messages',
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO daily_counts (day, ${column}) VALUES (?1, 1)
       ON CONFLICT (day) DO UPDATE SET ${column} = ${column} + 1`,
    )
    .bind(day)
    .run();
}
