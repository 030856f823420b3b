/** For tests: fresh temporary directories, all removed when the test file ends. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

// Removing a few forks (a git history and a build each) takes 1.6 s on a quiet machine and passed
// vitest's 10 s hook limit once on CI's busy one, failing a file whose tests had all passed.
const removalTimeout = 120_000;

export function temporaryDirs(): (prefix: string) => Promise<string> {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))), removalTimeout);
  return async (prefix) => {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
