/**
 * What a run notifies, from the entries as published and what earlier runs did (W3C Webmention
 * §3.1.3 and §3.1.4): each link of a new or changed entry, each link an entry no longer has, and
 * each link of an entry no longer published (its page now answers 404, so the receiver deletes).
 */
import type { PublishedEntry } from './published-entries.ts';
import type { SentRow } from './sent-state.ts';

export type Notice = {
  source: string;
  target: string;
  why: 'new' | 'changed' | 'removed' | 'gone';
  /** The entry as published now; none for a link it no longer has. */
  fingerprint?: string;
};

export type Plan = {
  notices: Notice[];
  /** Rows of links that are gone and were never sent (no endpoint, refused): dropped, no one to tell. */
  dropped: { source: string; target: string }[];
};

const keyOf = (source: string, target: string) => `${source} ${target}`;

/**
 * `unbuilt`: entries the content publishes whose page the build did not write; nothing of theirs
 * is told, neither a link nor its removal, until a build has them.
 */
export function planNotices(entries: PublishedEntry[], rows: SentRow[], unbuilt: string[] = []): Plan {
  const known = new Map(rows.map((row) => [keyOf(row.source, row.target), row]));
  const notices: Notice[] = [];
  const current = new Set<string>();
  for (const { source, fingerprint, targets } of entries)
    for (const target of targets) {
      current.add(keyOf(source, target));
      const row = known.get(keyOf(source, target));
      if (!row) notices.push({ source, target, why: 'new', fingerprint });
      else if (row.fingerprint !== fingerprint) notices.push({ source, target, why: 'changed', fingerprint });
    }
  const published = new Set(entries.map(({ source }) => source));
  const skipped = new Set(unbuilt);
  const dropped: Plan['dropped'] = [];
  for (const { source, target, outcome } of rows) {
    if (current.has(keyOf(source, target)) || skipped.has(source)) continue;
    if (outcome === 'sent') notices.push({ source, target, why: published.has(source) ? 'removed' : 'gone' });
    else dropped.push({ source, target });
  }
  return { notices, dropped };
}
