/**
 * content/github.json on disk: the last snapshot read (undefined when there is none, or when it
 * is not a valid one, which the content check names), and a new one written whole or not at all,
 * so a sync that fails half way never leaves the owner a broken file. A new one is written only
 * when it passes the check `npm run check:content` (and so the build) runs on it: GitHub's answer
 * is anyone's data, and the deploy workflow builds whatever the sync wrote.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkContentFile } from '../../builder/content/check.ts';
import { contentFileOf, jsonContentOf, serializeContent } from '../../builder/content/sources.ts';
import { type GithubSnapshot, githubSnapshotSchema } from '../../shared/schema.ts';
import { GithubRefusal } from './github-api.ts';

export const snapshotPath = (contentDir: string) => join(contentDir, contentFileOf('github'));

export async function readSnapshot(contentDir: string): Promise<GithubSnapshot | undefined> {
  const path = snapshotPath(contentDir);
  if (!existsSync(path)) return undefined;
  try {
    const parsed = githubSnapshotSchema.safeParse(jsonContentOf(await readFile(path, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function writeSnapshot(contentDir: string, snapshot: GithubSnapshot): Promise<void> {
  const path = snapshotPath(contentDir);
  const text = serializeContent('github', snapshot, { contentDir });
  const [first, ...more] = checkContentFile('github', text);
  if (first) {
    const others = more.length > 0 ? ` (and ${more.length} more)` : '';
    throw new GithubRefusal(
      `GitHub's answer makes a snapshot the content check refuses: ${first.path}: ${first.reason}${others}.`,
    );
  }
  const partial = `${path}.partial`;
  await writeFile(partial, text);
  await rename(partial, path);
}
