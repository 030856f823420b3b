/**
 * The GitHub snapshot (content/github.json, `npm run sync:github`) is recent enough: no older than
 * site.json's github.maxAgeDays (30 when absent). Past it the page still builds, from the last
 * snapshot: a warning, never a failure. Not reported for an owner without GitHub repositories.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadContentFile } from '../../builder/content/load.ts';
import { contentFileOf } from '../../builder/content/sources.ts';
import { githubSnapshotSchema } from '../../shared/schema.ts';
import type { DoctorContext } from './context.ts';
import { type CheckResult, ok, skipped, warning } from './report.ts';

export const defaultMaxAgeDays = 30;
const id = 'github-snapshot';
const dayMs = 86_400_000;
const refresh =
  'Run `npm run sync:github` and commit content/github.json (the deploy workflow refreshes it for each build, but only your commit keeps it).';

export function checkGithubSnapshot(
  { contentDir }: Pick<DoctorContext, 'contentDir'>,
  now = new Date(),
): CheckResult[] {
  let settings: { user?: string; maxAgeDays?: number } | undefined;
  try {
    settings = loadContentFile('site', contentDir).github;
  } catch {
    return []; // No site.json: the content check says so.
  }
  if (!existsSync(join(contentDir, contentFileOf('github')))) {
    if (!settings?.user) return [];
    return [
      warning(
        id,
        `site.json names the GitHub user ${settings.user}, but there is no content/github.json: the page has no Open source section.`,
        refresh,
      ),
    ];
  }
  const snapshot = githubSnapshotSchema.safeParse(loadContentFile('github', contentDir));
  if (!snapshot.success) return [skipped(id, 'content/github.json has problems (see content).')];
  const maxAgeDays = settings?.maxAgeDays ?? defaultMaxAgeDays;
  const { fetchedAt, user } = snapshot.data;
  const days = Math.floor((now.getTime() - Date.parse(fetchedAt)) / dayMs);
  const day = fetchedAt.slice(0, 10);
  if (settings?.user && settings.user.toLowerCase() !== user.toLowerCase())
    return [
      warning(
        id,
        `content/github.json holds ${user}'s repositories, but site.json names ${settings.user}.`,
        refresh,
      ),
    ];
  if (days > maxAgeDays)
    return [
      warning(
        id,
        `content/github.json was fetched ${days} days ago (${day}), more than the ${maxAgeDays} days allowed: the page shows the stars and descriptions of then.`,
        `${refresh} Or allow more days with github.maxAgeDays in site.json.`,
      ),
    ];
  return [
    ok(
      id,
      `content/github.json was fetched ${days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`} (${day}), within ${maxAgeDays} days.`,
    ),
  ];
}
