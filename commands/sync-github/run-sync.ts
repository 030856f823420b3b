/**
 * One sync: site.json's `github` read, GitHub asked (./github-api.ts), the repositories chosen
 * (./choose.ts), and content/github.json written, or, on any failure, left exactly as it was with
 * one line saying why. With `keepOnFailure` (the deploy workflow's refresh), a failure is a
 * GitHub Actions warning and exit 0: the build then uses the committed snapshot.
 */
import { relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { loadContentFile } from '../../builder/content/load.ts';
import { type GithubRepository, type GithubSelection, siteSchema } from '../../shared/schema.ts';
import type { CommandOutcome } from '../command-outcome.ts';
import { credentialShapeProblem, secretsOf, withSecretsHidden } from '../credentials.ts';
import { oneLine } from '../terminal-cells.ts';
import { defaultTop, named, topByStars } from './choose.ts';
import {
  type GithubEndpoints,
  GithubRefusal,
  githubEndpoints,
  listRepositories,
  pinnedRepositories,
} from './github-api.ts';
import { keptOfPinned } from './kept-fields.ts';
import { readSnapshot, snapshotPath, writeSnapshot } from './snapshot-file.ts';

export type SyncOptions = {
  contentDir: string;
  env: NodeJS.ProcessEnv;
  keepOnFailure?: boolean;
  now?: Date;
  /** How long each call to GitHub may take (15 s). */
  timeoutMs?: number;
};

/** site.json's choice, without the settings that are not about which repositories (the doctor's). */
function selectionOf({
  user: _user,
  maxAgeDays: _days,
  ...selection
}: GithubSelection & { user: string; maxAgeDays?: number }) {
  return selection;
}

/** The repositories the choice takes now, or `unchanged` when GitHub says nothing changed since the last sync. */
async function fetchChosen(
  user: string,
  selection: GithubSelection,
  last: Awaited<ReturnType<typeof readSnapshot>>,
  endpoints: GithubEndpoints,
  now: Date,
): Promise<{ unchanged: true } | { unchanged: false; repositories: GithubRepository[]; etag?: string }> {
  const choice = selection.repositories ?? { top: defaultTop };
  if (choice === 'pinned')
    return {
      unchanged: false,
      repositories: (await pinnedRepositories(user, endpoints, now)).map(keptOfPinned),
    };
  // The ETag holds for the same question only: another user or choice needs the whole list again.
  const sameQuestion =
    last?.user.toLowerCase() === user.toLowerCase() && isDeepStrictEqual(last.selection, selection);
  const listed = await listRepositories(user, sameQuestion ? last?.etag : undefined, endpoints, now);
  if (listed.unchanged) return listed;
  const repositories = Array.isArray(choice)
    ? await named(choice, listed.repositories, user, last, endpoints, now)
    : topByStars(listed.repositories, selection, choice.top);
  return { unchanged: false, repositories, etag: listed.etag };
}

export async function runSync({
  contentDir,
  env,
  keepOnFailure = false,
  now = new Date(),
  timeoutMs,
}: SyncOptions): Promise<CommandOutcome> {
  // As the owner would type it from here (content/github.json); a folder elsewhere in full.
  const relativePath = relative(process.cwd(), snapshotPath(contentDir));
  const file = relativePath.startsWith('..') ? snapshotPath(contentDir) : relativePath;
  const done = (line: string): CommandOutcome => ({ code: 0, stdout: `${line}\n`, stderr: '' });
  const secrets = secretsOf([env.GITHUB_TOKEN]);
  const failed = (why: string): CommandOutcome => {
    // One line (a workflow command ends at a line break), with no piece of the token in it.
    const reason = oneLine(withSecretsHidden(why, secrets));
    return keepOnFailure
      ? {
          code: 0,
          stdout: `::warning title=GitHub snapshot not refreshed::${reason} The build uses the committed ${file} as it is.\n`,
          stderr: '',
        }
      : { code: 1, stdout: '', stderr: `Not synced: ${reason} ${file} is unchanged.\n` };
  };

  const settings = siteSchema.shape.github.safeParse(loadContentFile('site', contentDir).github);
  if (!settings.success) return failed("site.json's github is not valid: `npm run check:content` says why.");
  if (!settings.data) {
    const line =
      'site.json names no GitHub user (github.user): there is nothing to sync, and the page has no Open source section.';
    return keepOnFailure ? done(line) : { code: 1, stdout: '', stderr: `${line}\n` };
  }
  const tokenProblem = credentialShapeProblem('GITHUB_TOKEN', env.GITHUB_TOKEN, 'GitHub');
  if (tokenProblem)
    return failed(
      `${tokenProblem} Set it again to the token as GitHub shows it, on one line, or unset it to ask without one.`,
    );
  const { user } = settings.data;
  const selection = selectionOf(settings.data);
  const last = await readSnapshot(contentDir);
  try {
    const fetched = await fetchChosen(user, selection, last, githubEndpoints(env, timeoutMs), now);
    if (fetched.unchanged && last) {
      await writeSnapshot(contentDir, { ...last, fetchedAt: now.toISOString() });
      return done(
        `GitHub says nothing changed: ${file} keeps its ${last.repositories.length} repositories (fetchedAt is now).`,
      );
    }
    if (fetched.unchanged)
      throw new GithubRefusal('GitHub answered 304 to a question with no snapshot to keep.');
    if (fetched.repositories.length === 0)
      throw new GithubRefusal(
        `GitHub lists none of ${user}'s public repositories for site.json's choice: an empty snapshot would show the section with its title alone.`,
      );
    await writeSnapshot(contentDir, {
      user,
      selection,
      fetchedAt: now.toISOString(),
      ...(fetched.etag && { etag: fetched.etag }),
      repositories: fetched.repositories,
    });
    const names = fetched.repositories.map(({ name }) => name).join(', ');
    return done(
      `Wrote ${file}: ${fetched.repositories.length} of ${user}'s repositories (${names}). Commit it to publish them.`,
    );
  } catch (error) {
    // Anything else (an answer that is not JSON, a folder that cannot be written) fails the same
    // way: one line, the snapshot kept, and in the workflow a warning rather than a failed build.
    if (error instanceof GithubRefusal) return failed(error.message);
    return failed(`The sync failed: ${(error as Error).message}.`);
  }
}
