import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureContentDir, fixtureGithubSnapshot } from '../../testing/fixture-content.ts';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { checkGithubSnapshot } from './github-snapshot.ts';

const temporaryDir = temporaryDirs();
/** The fixture snapshot's fetchedAt. */
const fetched = new Date('2026-11-20T09:00:00.000Z');
const daysLater = (days: number) => new Date(fetched.getTime() + days * 86_400_000);

/** The fixture portfolio with the fixture's snapshot, site.json's `github` as given. */
async function portfolio(github?: Record<string, unknown>, withSnapshot = true): Promise<string> {
  const dir = await temporaryDir('doctor-github-');
  await cp(fixtureContentDir, dir, { recursive: true });
  if (withSnapshot) await cp(fixtureGithubSnapshot, join(dir, 'github.json'));
  const site = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8'));
  await writeFile(join(dir, 'site.json'), JSON.stringify({ ...site, github }));
  return dir;
}

describe('the doctor’s GitHub snapshot check', () => {
  it('says nothing to an owner without GitHub repositories', async () => {
    expect(checkGithubSnapshot({ contentDir: await portfolio(undefined, false) })).toEqual([]);
  });

  it('passes a snapshot within 30 days, and warns (never fails) past them, naming the day and the fix', async () => {
    const contentDir = await portfolio({ user: 'fixture-dev' });
    expect(checkGithubSnapshot({ contentDir }, daysLater(30))).toEqual([
      {
        id: 'github-snapshot',
        status: 'ok',
        finding: 'content/github.json was fetched 30 days ago (2026-11-20), within 30 days.',
      },
    ]);
    const [late] = checkGithubSnapshot({ contentDir }, daysLater(31));
    expect(late).toMatchObject({ status: 'warning' });
    expect(late.finding).toBe(
      'content/github.json was fetched 31 days ago (2026-11-20), more than the 30 days allowed: the page shows the stars and descriptions of then.',
    );
    expect(late.fix).toMatch(
      /^Run `npm run sync:github` and commit content\/github\.json.* github\.maxAgeDays in site\.json\.$/,
    );
  });

  it('takes the owner’s own number of days from site.json', async () => {
    const contentDir = await portfolio({ user: 'fixture-dev', maxAgeDays: 7 });
    expect(checkGithubSnapshot({ contentDir }, daysLater(7))[0].status).toBe('ok');
    expect(checkGithubSnapshot({ contentDir }, daysLater(8))[0].status).toBe('warning');
  });

  it('warns when site.json names a user but no snapshot was synced, or another user’s', async () => {
    const [missing] = checkGithubSnapshot({ contentDir: await portfolio({ user: 'fixture-dev' }, false) });
    expect(missing).toMatchObject({ status: 'warning' });
    expect(missing.finding).toMatch(
      /names the GitHub user fixture-dev, but there is no content\/github\.json/,
    );
    const [other] = checkGithubSnapshot(
      { contentDir: await portfolio({ user: 'someone-else' }) },
      daysLater(1),
    );
    expect(other.finding).toBe(
      "content/github.json holds fixture-dev's repositories, but site.json names someone-else.",
    );
  });

  it('leaves an invalid snapshot to the content check', async () => {
    const contentDir = await portfolio({ user: 'fixture-dev' });
    await writeFile(join(contentDir, 'github.json'), '{ "user": "fixture-dev" }');
    expect(checkGithubSnapshot({ contentDir })).toEqual([
      {
        id: 'github-snapshot',
        status: 'skipped',
        finding: 'content/github.json has problems (see content).',
      },
    ]);
  });
});
