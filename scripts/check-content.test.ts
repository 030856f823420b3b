import { execFile } from 'node:child_process';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const contentDir = join(import.meta.dirname, '..', 'content');
const script = join(import.meta.dirname, 'check-content.ts');

async function brokenCopy(files: Record<string, unknown>) {
  const dir = await mkdtemp(join(tmpdir(), 'content-'));
  await cp(contentDir, dir, { recursive: true });
  for (const [file, data] of Object.entries(files)) await writeFile(join(dir, file), JSON.stringify(data));
  return dir;
}

describe('npm run check:content', () => {
  it('passes on the shipped content', async () => {
    const { stdout } = await run(process.execPath, [script]);
    expect(stdout).toContain('Content check passed: 7 files');
  });

  it('fails listing every problem in every file, naming file, JSON path and reason', async () => {
    const dir = await brokenCopy({
      'links.json': [{ name: 'GitHub', url: 'not a url' }],
      'about.json': { content: [] },
    });
    const failure = await run(process.execPath, [script, dir]).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('Content check failed with 2 problems:');
    expect(failure.stderr).toContain('content/about.json: $.content: must list at least one entry');
    expect(failure.stderr).toContain('content/links.json: $[0].url: must be an http(s) URL');
  });
});
