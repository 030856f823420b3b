import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { oneAtATime } from './local-database.ts';

const temporaryDir = temporaryDirs();

describe("the local state's migrations", () => {
  // `npm start` beside `npm run dev`: each found the same migration pending, and the second to apply
  // it failed ("table daily_counts already exists"). Each apply is a wrangler run of 3–12 s; here
  // an apply is a wait that notes when it ran.
  it('are applied by one command at a time, the other waiting its turn', async () => {
    const state = await temporaryDir('local-state-');
    const spans: [number, number][] = [];
    const apply = async () => {
      const start = performance.now();
      await sleep(300);
      spans.push([start, performance.now()]);
    };
    await Promise.all([oneAtATime(state, apply), oneAtATime(state, apply)]);
    const [first, second] = spans.sort((a, b) => a[0] - b[0]);
    expect(second[0]).toBeGreaterThanOrEqual(first[1]);
    expect(existsSync(join(state, 'migrations.lock'))).toBe(false);
  });

  it('free the directory when an apply fails', async () => {
    const state = await temporaryDir('local-state-');
    await expect(oneAtATime(state, () => Promise.reject(new Error('wrangler failed')))).rejects.toThrow(
      'wrangler failed',
    );
    await expect(oneAtATime(state, async () => 'applied')).resolves.toBe('applied');
  });
});
