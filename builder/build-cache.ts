/**
 * What the build makes slowly and makes the same from the same input (an encoded picture, a share
 * image, a post's highlighted HTML), kept between builds by a hash of everything it is made from,
 * the way Astro and Eleventy keep their image caches: a rebuild after one post changes redoes
 * that post's work only. Kept under node_modules/.cache, where build tools keep theirs, so
 * `rm -rf node_modules` or a fresh clone starts clean. A broken or missing entry is made again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** PORTFOLIO_CACHE_DIR: a measurement's own cache (a cold build), or the tests' scratch one. */
export const buildCacheDir = (): string =>
  process.env.PORTFOLIO_CACHE_DIR ?? join(import.meta.dirname, '..', 'node_modules', '.cache', 'portfolio');

/** A hash of a thing's inputs: strings, bytes and JSON-able values, in order, each kept apart. */
export function cacheKey(...parts: readonly unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes =
      typeof part === 'string' || part instanceof Uint8Array ? part : JSON.stringify(part ?? null);
    hash.update(String(bytes.length)).update(':').update(bytes);
  }
  return hash.digest('hex').slice(0, 32);
}

const entryPath = (kind: string, key: string) => join(buildCacheDir(), kind, key.slice(0, 2), key);

/**
 * The cached bytes of `kind` under `key`, or `make()`'s, kept for the next build. Written aside
 * and renamed, so two builds at once never read each other's half-written entry.
 */
export async function cachedBytes(kind: string, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const path = entryPath(kind, key);
  return readEntry(path) ?? keep(path, await make());
}

/** cachedBytes for a JSON-able value. */
export async function cachedJson<T>(kind: string, key: string, make: () => Promise<T>): Promise<T> {
  const bytes = await cachedBytes(kind, key, async () => Buffer.from(JSON.stringify(await make())));
  return JSON.parse(bytes.toString('utf8')) as T;
}

/** cachedJson for a value made at once, for a caller that cannot wait (a list's reading times). */
export function cachedJsonSync<T>(kind: string, key: string, make: () => T): T {
  const path = entryPath(kind, key);
  const bytes = readEntry(path) ?? keep(path, Buffer.from(JSON.stringify(make())));
  return JSON.parse(bytes.toString('utf8')) as T;
}

function readEntry(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    // Not made yet.
    return undefined;
  }
}

function keep(path: string, bytes: Buffer): Buffer {
  try {
    mkdirSync(dirname(path), { recursive: true });
    const aside = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(aside, bytes);
    renameSync(aside, path);
  } catch {
    // A read-only or full disk only costs the next build the work again.
  }
  return bytes;
}
