/**
 * A language's search index files, read from the static assets (env.ASSETS) and kept parsed in the
 * isolate's memory: a deploy starts new isolates, so what is kept is always the deployed index.
 * The local previews (`LIVE_CONTENT`) rebuild it under a running Worker: they keep nothing.
 */
import { searchIndexFolder } from '../../shared/search/index-files.ts';
import type { ReadIndexFile } from '../../shared/search/query.ts';
import type { Bindings } from '../env.ts';
import { withinTime } from '../time-limit.ts';

/** An asset read that hangs must not hold the visitor's answer. */
const readTimeoutMs = 2_000;

const kept = new Map<string, Promise<unknown>>();

export function indexReaderOf(env: Bindings, origin: string, lang: string): ReadIndexFile {
  return (name) => {
    const url = new URL(`${searchIndexFolder(lang)}${name}`, origin).href;
    const cached = kept.get(url);
    if (cached) return cached;
    const read = withinTime(env.ASSETS.fetch(url), readTimeoutMs, 'the search index').then((response) => {
      if (!response.ok) throw new Error(`the search index file ${name} answered ${response.status}`);
      return response.json();
    });
    if (!env.LIVE_CONTENT) {
      kept.set(url, read);
      // A failed read is tried again by the next query, not kept.
      read.catch(() => kept.delete(url));
    }
    return read;
  };
}
