/** A test's own build cache (builder/build-cache.ts): empty before each test, removed after it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/** Call in a describe block; gives the current test's cache folder. */
export function scratchBuildCache(): () => string {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'build-cache-'));
    process.env.PORTFOLIO_CACHE_DIR = dir;
  });
  afterEach(() => {
    delete process.env.PORTFOLIO_CACHE_DIR;
    rmSync(dir, { recursive: true, force: true });
  });
  return () => dir;
}
