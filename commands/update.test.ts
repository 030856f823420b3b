// @vitest-environment jsdom
/**
 * `npm run update` as an owner meets it: their fork, made as the README says, takes the template's
 * next release. The release is this project's own files in a throwaway repository; the fork imports
 * a résumé, writes a post with a picture and a translation, and names its Worker and e-mail.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, copyFileSync, existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AddressInfo, createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { JsonResume } from '../builder/json-resume/types.ts';
import { folderSnapshot } from '../testing/folder-snapshot.ts';
import { pdfText } from '../testing/pdf-text.ts';
import {
  commitAll,
  forkOf,
  git,
  gitEnv,
  readText,
  releaseFrom,
  runUpdate,
  runWorkflowStep,
  templateAndFork,
  templateRelease,
  writeFiles,
} from '../testing/template-fork.ts';
import { temporaryDirs } from '../testing/temporary-dirs.ts';

const temporaryDir = temporaryDirs();
const resumeSample = createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json');
const sample: JsonResume = createRequire(import.meta.url)(resumeSample);
const [job, project, degree] = [sample.work?.[0], sample.projects?.[0], sample.education?.[0]];
const ownSiteUrl = 'https://richard.example.dev';
const fixtureWriting = join(import.meta.dirname, '..', 'testing', 'fixtures', 'writing', 'writing');
const sampleOwner = 'Aarav Sharma';
const sampleSiteUrl = 'aaravsharma.dev';

const ownersSettings = `name = "richard-hendriks"
[[send_email]]
name = "CONTACT_EMAIL"
destination_address = "richard@piedpiper.example"
[vars]
CONTACT_EMAIL_TO = "richard@piedpiper.example"
CONTACT_EMAIL_FROM = "site@piedpiper.example"
`;

/** The owner makes the fork theirs, as the README says: their résumé, a post with a picture, a translation. */
function makeItTheirs(fork: string) {
  const imported = spawnNode(fork, ['commands/import-jsonresume.ts', resumeSample]);
  expect(imported.status, imported.stderr).toBe(0);
  const site = JSON.parse(readText(fork, 'content/site.json'));
  writeFiles(fork, {
    'content/site.json': `${JSON.stringify({ ...site, siteUrl: ownSiteUrl, locales: ['de'] }, null, 2)}\n`,
    'content/de/about.json': `${JSON.stringify({ content: ['Ich baue Software, die Daten klein macht.'] }, null, 2)}\n`,
    'content/writing/compression-notes.md': `---
title: Notes on compression
description: What a middle-out algorithm taught me about budgets.
date: 2025-02-01
---

A chart of what we saved:

![A bar chart of the savings](budget-chart.png)
`,
  });
  copyFileSync(join(fixtureWriting, 'budget-chart.png'), join(fork, 'content/writing/budget-chart.png'));
}

/** Whether a process runs: one that ended, even if init has not reaped it yet (a zombie), does not. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}

const spawnNode = (dir: string, args: string[]) =>
  spawnSync(process.execPath, args, { cwd: dir, env: gitEnv, encoding: 'utf8' });

/**
 * The next release: the sample edited, a sample post added, a product file and a workflow changed,
 * wrangler.toml's compatibility date moved on, the version raised, and a change after it listed
 * under Unreleased.
 */
function nextRelease(release: string) {
  const about = JSON.parse(readText(release, 'sample/about.json'));
  about.content[0] = `${about.content[0]} Edited in the next release.`;
  const packageJson = JSON.parse(readText(release, 'package.json'));
  writeFiles(release, {
    'sample/about.json': `${JSON.stringify(about, null, 2)}\n`,
    'sample/writing/a-new-sample-post.md': `---
title: A new sample post
description: The sample's third post, which no owner should publish.
date: 2025-05-01
---

Written by ${sampleOwner}.
`,
    'web/index.html': readText(release, 'web/index.html').replace(
      '<head>',
      '<head>\n    <meta name="generator" content="portfolio 9.9.9" />',
    ),
    'wrangler.toml': readText(release, 'wrangler.toml').replace(
      /compatibility_date = "[^"]+"/,
      'compatibility_date = "2026-11-20"',
    ),
    'package.json': `${JSON.stringify({ ...packageJson, version: '9.9.9' }, null, 2)}\n`,
    '.github/workflows/ci.yml': `# Changed by the next release.\n${readText(release, '.github/workflows/ci.yml')}`,
    'CHANGELOG.md': withUnreleasedEntry(
      readText(release, 'CHANGELOG.md').replace(
        /^## \[(?!Unreleased)/m,
        '## [9.9.9] - 2026-12-01\n\n### Added\n- A generator tag in the page head.\n\n## [',
      ),
    ),
  });
  commitAll(release, 'The next release');
}

/** The changelog with one more change under Unreleased: one the release brings after its version. */
const withUnreleasedEntry = (changelog: string) =>
  changelog.includes('\n## [Unreleased]\n')
    ? changelog.replace('\n## [Unreleased]\n', `\n## [Unreleased]\n\n${unreleasedEntry}\n`)
    : changelog.replace(/^## \[/m, `## [Unreleased]\n\n${unreleasedEntry}\n\n## [`);
const unreleasedEntry = '### Changed\n- The contact form remembers a draft.';

/** The Worker the owner's build made: their name and e-mail on the release's configuration. */
function expectOwnersWorker(fork: string, dailyCap: string) {
  expect(JSON.parse(readText(fork, 'dist/worker/wrangler.json'))).toMatchObject({
    name: 'richard-hendriks',
    compatibility_date: '2026-11-20',
    send_email: [{ name: 'CONTACT_EMAIL', destination_address: 'richard@piedpiper.example' }],
    vars: { CONTACT_EMAIL_TO: 'richard@piedpiper.example', CONTACT_DAILY_CAP: dailyCap },
  });
}

/** A page of the fork's build, as a browser parses it before any script. */
const builtPage = (fork: string, page: string) =>
  new DOMParser().parseFromString(readText(fork, join('dist/client', page)), 'text/html');

/** What the owner's build must never hold: the sample's person, address and posts. */
function expectNoSampleIn(fork: string) {
  const page = readText(fork, 'dist/client/index.html');
  expect(page).toContain('Richard Hendriks');
  for (const sample of [sampleOwner, sampleSiteUrl, 'A new sample post', 'Why I write the test first'])
    expect(page).not.toContain(sample);
  expect(existsSync(join(fork, 'dist/client/writing/a-new-sample-post'))).toBe(false);
  expect(existsSync(join(fork, 'dist/client/writing/compression-notes/index.html'))).toBe(true);
}

/** This project's files as a release, made once: each case's release is a clone of it. */
let pristine: string;
beforeAll(async () => {
  pristine = join(await temporaryDir('update-template-'), 'release');
  templateRelease(pristine);
}, 60_000);

// Run as the weekly workflow runs it (its step "Take the next release", GITHUB_TOKEN's way: the
// workflows left out), which runs `npm run update`'s own command.
// Each case runs processes of the owner's (an update, a validator); the unit run at load 14 on 2
// cores took over 20 s for two of them, which take 2–5 s on a quiet machine.
const updateTimeout = { timeout: 60_000 };

describe('npm run update, in a fork made as the README says, from the weekly workflow', updateTimeout, () => {
  let release: string;
  let fork: string;
  let ownersContent: Record<string, string>;
  let beforeUpdate: string;
  let update: ReturnType<typeof runUpdate>;
  let updateCommit: string;
  let report: string;

  beforeAll(async () => {
    const dir = await temporaryDir('update-');
    ({ release, fork } = templateAndFork(dir, pristine));
    makeItTheirs(fork);
    writeFiles(fork, { 'content/deploy.toml': ownersSettings });
    commitAll(fork, 'My own site');
    ownersContent = await folderSnapshot(join(fork, 'content'));
    beforeUpdate = git(fork, 'rev-parse', 'HEAD');
    nextRelease(release);
    update = runWorkflowStep(fork, 'update.yml', 'Take the next release', {
      UPSTREAM: release,
      REPORT: join(dir, 'report.md'),
    });
    report = existsSync(join(dir, 'report.md')) ? readFileSync(join(dir, 'report.md'), 'utf8') : '';
    updateCommit = git(fork, 'rev-parse', 'HEAD');
  }, 240_000);

  it('takes the release in one commit, with no conflict, and the build green', () => {
    expect(update.status, update.stdout + update.stderr).toBe(0);
    expect(git(fork, 'rev-list', '--count', `${beforeUpdate}..HEAD`)).toBe('1');
    expect(git(fork, 'status', '--porcelain')).toBe('');
    expect(update.stdout).toContain('Updated to 9.9.9 and the unreleased changes after it in one commit');
  });

  it("leaves every owner file byte for byte, and adds none of the sample's", async () => {
    expect(await folderSnapshot(join(fork, 'content'))).toEqual(ownersContent);
  });

  it('leaves the workflow change out, and lists it in the pull request’s report', () => {
    expect(readText(fork, '.github/workflows/ci.yml')).not.toContain('Changed by the next release');
    expect(report).toMatch(
      /^# Update to 9\.9\.9\n\nFrom 2\.0\.0 to 9\.9\.9 and the unreleased changes after it: /,
    );
    expect(report).toMatch(
      /The release changes workflows[^\n]*\n {2}\.github\/workflows\/ci\.yml: git show [0-9a-f]{12}:\.github\/workflows\/ci\.yml/,
    );
    expect(report).toContain('### Added\n- A generator tag in the page head.');
  });

  it("brings the release's changes: the product file, wrangler.toml and the sample folder", () => {
    for (const path of [
      'web/index.html',
      'wrangler.toml',
      'package.json',
      'sample/writing/a-new-sample-post.md',
    ])
      expect(readText(fork, path), path).toBe(readText(release, path));
    expect(readText(fork, 'dist/client/index.html')).toContain(
      '<meta name="generator" content="portfolio 9.9.9"',
    );
  });

  it("builds the owner's site alone, with their Worker's name and e-mail on the release's configuration", () => {
    expectNoSampleIn(fork);
    expectOwnersWorker(fork, '200');
  });

  // A new owner as "Make it yours" has them start: the sample résumé shipped in @jsonresume/schema,
  // imported. What `npm test` asks of the owner's content holds for the build the release made of
  // it (the content check, valid HTML, the budgets), and its page and résumé PDF show the résumé.
  it("passes what npm test asks of an owner's build: the content check, valid HTML, the budgets", () => {
    expect(update.stdout).toMatch(/^Content check passed/m);
    const validHtml = spawnNode(fork, [
      'node_modules/html-validate/bin/html-validate.mjs',
      'dist/client/**/index.html',
      'dist/client/404.html',
    ]);
    expect(validHtml.status, validHtml.stdout + validHtml.stderr).toBe(0);
    const budgets = spawnNode(fork, ['measure/budgets.ts']);
    expect(budgets.status, budgets.stdout + budgets.stderr).toBe(0);
  });

  it('lists the page at the owner’s own siteUrl', () => {
    expect(readText(fork, 'dist/client/sitemap.xml')).toContain(`<loc>${ownSiteUrl}/</loc>`);
  });

  it("shows the résumé's job, project, degree and profile on the page, as its first HTML has them", () => {
    if (!job || !project || !degree) throw new Error('the JSON Resume sample has a job, a project, a degree');
    const document = builtPage(fork, 'index.html');
    const textOf = (selector: string) =>
      (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ');
    expect(textOf('h1')).toContain(sample.basics?.name);

    const experience = textOf('#experience');
    for (const text of [job.position, job.name, 'December 2013 – December 2014', ...(job.highlights ?? [])])
      expect(experience).toContain(text);

    const projects = textOf('#projects');
    for (const text of [project.name, project.description, ...(project.keywords ?? [])])
      expect(projects).toContain(text);
    // Its url is a live site, not on GitHub, and it has no repository: one Live Demo link only.
    const projectLinks = Array.from(document.querySelectorAll('#projects a'));
    expect(projectLinks).toHaveLength(1);
    expect(projectLinks[0].textContent).toMatch(/^Live Demo/);
    expect(projectLinks[0].getAttribute('href')).toBe(project.url);

    const education = textOf('#education');
    for (const text of [
      `${degree.studyType} in ${degree.area}`,
      degree.institution,
      '2011 – 2014',
      ...(degree.courses ?? []),
    ])
      expect(education).toContain(text);

    // Its Twitter profile is twitter.com's home page plus a username: the importer links the profile.
    const x = Array.from(document.querySelectorAll('footer a')).find(
      (a) => a.textContent?.replace(/\s+/g, ' ') === 'X (opens in a new tab)',
    );
    expect(x?.getAttribute('href')).toBe(`https://x.com/${sample.basics?.profiles?.[0].username}`);
  });

  it("has the résumé's job, project, degree and profile as text in the résumé PDF", async () => {
    const { resumePath } = JSON.parse(readText(fork, 'content/site.json')) as { resumePath: string };
    const text = (await pdfText(new Uint8Array(readFileSync(join(fork, 'dist/client', resumePath))))).replace(
      /\s+/g,
      ' ',
    );
    for (const part of [
      `${sample.basics?.name}`,
      `${job?.position}, ${job?.name}`,
      'December 2013 – December 2014',
      `${project?.name}`,
      `${project?.description}`,
      'missdirection.example.com',
      `${degree?.studyType} in ${degree?.area} 2011 – 2014`,
      `${degree?.institution}`,
      `x.com/${sample.basics?.profiles?.[0].username}`,
    ])
      expect(text).toContain(part);
  });

  // The owner's own changelog lists the Unreleased entries they already took: only the new one is announced.
  it('reports the migrations and prints every change since the owner’s version, the unreleased one too', () => {
    expect(update.stdout).toContain('migration: list files name their JSON Schema');
    expect(update.stdout).toMatch(
      /What changed \(CHANGELOG\.md\):\n\n## \[Unreleased\]\n\n### Changed\n- The contact form remembers a draft\.\n\n## \[9\.9\.9\] - 2026-12-01\n\n### Added\n- A generator tag/,
    );
    expect(report).toContain('### Changed\n- The contact form remembers a draft.');
  });

  it('is up to date when run again, and changes nothing', () => {
    const head = git(fork, 'rev-parse', 'HEAD');
    const again = runUpdate(fork, [release, '--leave-workflows']);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('Already up to date: 9.9.9');
    expect(git(fork, 'rev-parse', 'HEAD')).toBe(head);
  });

  // The weekly workflow's update, merged on GitHub: a clone has the update, not the release it
  // names, which only the workflow's runner fetched.
  it('is undone in a clone that lacks the release, fetching it, or says how to fetch it when it cannot', () => {
    git(fork, 'branch', '--force', 'merged-update', updateCommit);
    const [clone, empty] = [join(fork, '..', 'clone'), join(fork, '..', 'empty.git')];
    git(fork, 'clone', '--quiet', '--no-local', '--branch', 'merged-update', fork, clone);
    git(fork, 'init', '--quiet', '--bare', empty);
    const taken = git(clone, 'log', '-1', '--format=%(trailers:key=Portfolio-Release,valueonly)');
    expect(spawnSync('git', ['cat-file', '-e', `${taken}^{commit}`], { cwd: clone }).status).not.toBe(0);

    git(clone, 'remote', 'add', 'upstream', empty);
    const failed = runUpdate(clone, ['--undo']);
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim()).toMatch(
      new RegExp(
        `^The last update \\([0-9a-f]+ Update to 9\\.9\\.9\\) names release ${taken}, which is not in this repository and could not be fetched from upstream: .+; nothing was undone\\. Fetch it \\(git fetch upstream ${taken}\\), then run npm run update -- --undo again\\.$`,
      ),
    );
    expect(git(clone, 'rev-parse', 'HEAD')).toBe(updateCommit);

    git(clone, 'remote', 'set-url', 'upstream', release);
    const undo = runUpdate(clone, ['--undo']);
    expect(undo.status, undo.stderr).toBe(0);
    expect(undo.stdout).toContain(`Fetching release ${taken.slice(0, 12)} from upstream…`);
    expect(undo.stdout).toContain('Undone by a new commit, as the update is pushed already');
    expect(git(clone, 'rev-parse', 'HEAD~1')).toBe(updateCommit);
    expect(git(clone, 'diff', '--stat', beforeUpdate, 'HEAD')).toBe('');
  });

  it('is undone by one command, back to the commit before it', async () => {
    const undo = runUpdate(fork, ['--undo']);
    expect(undo.status, undo.stderr).toBe(0);
    expect(git(fork, 'rev-parse', 'HEAD')).toBe(beforeUpdate);
    expect(await folderSnapshot(join(fork, 'content'))).toEqual(ownersContent);
    expect(existsSync(join(fork, 'sample/writing/a-new-sample-post.md'))).toBe(false);
    const again = runUpdate(fork, ['--undo']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('The last commit is not an update');
  });

  // Once others have it, history is not rewritten: the undo is a commit of its own, not yet pushed.
  it('is undone by a revert commit once it is pushed, the update itself or the merge of its pull request', () => {
    const remote = join(fork, '..', 'shared.git');
    git(fork, 'init', '--quiet', '--bare', remote);
    git(fork, 'remote', 'set-url', 'origin', remote);
    const undoAfterPush = (commit: string) => {
      git(fork, 'reset', '--quiet', '--hard', commit);
      git(fork, 'push', '--quiet', 'origin', 'HEAD:refs/heads/main');
      git(fork, 'fetch', '--quiet', 'origin');
      const remoteHistory = git(remote, 'log', '--format=%H %P %s', 'main');
      const undo = runUpdate(fork, ['--undo']);
      expect(undo.status, undo.stderr).toBe(0);
      expect(undo.stdout).toContain('Undone by a new commit, as the update is pushed already (origin/main)');
      expect(git(fork, 'rev-parse', 'HEAD~1')).toBe(commit);
      expect(git(fork, 'log', '-1', '--format=%s')).toMatch(/^Revert "/);
      expect(git(fork, 'diff', '--stat', beforeUpdate, 'HEAD')).toBe('');
      expect(git(fork, 'rev-parse', 'origin/main')).toBe(commit);
      expect(git(remote, 'log', '--format=%H %P %s', 'main')).toBe(remoteHistory);
    };
    undoAfterPush(updateCommit);
    git(fork, 'reset', '--quiet', '--hard', beforeUpdate);
    git(fork, 'merge', '--quiet', '--no-ff', '--no-edit', updateCommit);
    undoAfterPush(git(fork, 'rev-parse', 'HEAD'));
  });
});

describe('npm run update, stopping before it changes anything', updateTimeout, () => {
  let dir: string;
  let release: string;
  let fork: string;
  let nextReleaseCommit: string;
  let ownersHead: string;
  let ownersContent: Record<string, string>;

  beforeAll(async () => {
    dir = await temporaryDir('update-stops-');
    ({ release, fork } = templateAndFork(dir, pristine));
    // The least a site needs to pass the content check: its site.json, without a photo or a translation.
    const {
      photo: _photo,
      photoAlt: _photoAlt,
      locales: _locales,
      ...site
    } = JSON.parse(readText(fork, 'sample/site.json'));
    writeFiles(fork, {
      'content/site.json': `${JSON.stringify({ ...site, ownerName: 'Richard Hendriks' }, null, 2)}\n`,
      'content/deploy.toml': ownersSettings,
    });
    commitAll(fork, 'My settings');
    nextRelease(release);
    nextReleaseCommit = git(release, 'rev-parse', 'HEAD');
    ownersHead = git(fork, 'rev-parse', 'HEAD');
    ownersContent = await folderSnapshot(join(fork, 'content'));
  }, 60_000);

  /** The next release with one more change of its own (each test's, on the same next release). */
  function releaseWith(change: () => void) {
    git(release, 'reset', '--quiet', '--hard', nextReleaseCommit);
    change();
    commitAll(release, 'The next release, with a change of its own');
  }

  /** The owner's repository as before the update: the same commit, nothing changed, their files byte for byte. */
  async function expectAsBefore() {
    expect(git(fork, 'rev-parse', 'HEAD')).toBe(ownersHead);
    expect(git(fork, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(await folderSnapshot(join(fork, 'content'))).toEqual(ownersContent);
    expect(readText(fork, 'web/index.html')).not.toContain('portfolio 9.9.9');
  }

  it('refuses uncommitted changes', () => {
    writeFiles(fork, { 'content/about.json': '{}\n' });
    const refused = runUpdate(fork, [release]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Your repository has uncommitted changes');
    expect(refused.stderr).toContain('content/about.json');
    git(fork, 'clean', '--quiet', '--force', 'content');
  });

  // Wrangler keeps the contact form's local messages under .wrangler/, which the owner's
  // .gitignore ignores: a release that stops ignoring it must not commit them.
  it("stops on a file of the owner's that the release's .gitignore no longer ignores, naming it, and commits nothing", async () => {
    writeFiles(fork, { '.wrangler/state/kv.sqlite': 'Richard, a message from a visitor' });
    releaseWith(() =>
      writeFiles(release, { '.gitignore': readText(release, '.gitignore').replace(/^\.wrangler\/\n/m, '') }),
    );
    const stopped = runUpdate(fork, [release]);
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toContain("The release's .gitignore no longer ignores these files of yours");
    expect(stopped.stderr).toMatch(/^ {2}\.wrangler\/state\/kv\.sqlite$/m);
    expect(stopped.stderr).toContain('Nothing was updated: your files are as they were.');
    await expectAsBefore();
    expect(readText(fork, '.wrangler/state/kv.sqlite')).toBe('Richard, a message from a visitor');
    expect(readText(fork, '.gitignore')).toContain('.wrangler/');
    rmSync(join(fork, '.wrangler'), { recursive: true });
  });

  it('stops on a file the release’s build wrote beside the update, naming it, with the tree as it was', async () => {
    releaseWith(() => {
      const packageJson = JSON.parse(readText(release, 'package.json'));
      packageJson.scripts.build = `node -e "require('node:fs').writeFileSync('content/generated.json', '{}')"`;
      writeFiles(release, { 'package.json': `${JSON.stringify(packageJson, null, 2)}\n` });
    });
    const stopped = runUpdate(fork, [release]);
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toContain(
      "The release's steps changed files that are neither the release's nor reported by its migrations",
    );
    expect(stopped.stderr).toMatch(/^ {2}content\/generated\.json$/m);
    await expectAsBefore();
  });

  // Past .gitignore through the index: the owner's local messages, staged by the release's build.
  it('stops on an ignored file the release’s build staged, naming it, and keeps the file', async () => {
    writeFiles(fork, { '.wrangler/state/kv.sqlite': 'Richard, a message from a visitor' });
    releaseWith(() => {
      const packageJson = JSON.parse(readText(release, 'package.json'));
      packageJson.scripts.build = 'git add --force .wrangler/state/kv.sqlite';
      writeFiles(release, { 'package.json': `${JSON.stringify(packageJson, null, 2)}\n` });
    });
    const stopped = runUpdate(fork, [release]);
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toContain(
      "The release's steps changed files that are neither the release's nor reported by its migrations",
    );
    expect(stopped.stderr).toMatch(/^ {2}\.wrangler\/state\/kv\.sqlite$/m);
    await expectAsBefore();
    expect(readText(fork, '.wrangler/state/kv.sqlite')).toBe('Richard, a message from a visitor');
    rmSync(join(fork, '.wrangler'), { recursive: true });
  });

  it('refuses files a migration reports outside content/ or as a symbolic link, naming them', async () => {
    releaseWith(() => {
      const packageJson = JSON.parse(readText(release, 'package.json'));
      packageJson.scripts.build = 'true';
      writeFiles(release, {
        'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
        'commands/update/migrate-content.ts': `import { symlinkSync } from 'node:fs';
symlinkSync('../README.md', 'content/link');
console.log(JSON.stringify({ lines: [], written: ['content/../README.md', 'content/link'] }));
`,
      });
    });
    const refused = runUpdate(fork, [release]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("The release's migrations report files they may not write");
    expect(refused.stderr).toMatch(/^ {2}content\/\.\.\/README\.md\n {2}content\/link$/m);
    await expectAsBefore();
  });

  it('refuses a release that adds a symbolic link, naming it and where it points, before writing anything', async () => {
    releaseWith(() => symlinkSync('../../.ssh/id_ed25519', join(release, 'web', 'key')));
    const refused = runUpdate(fork, [release]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The release adds symbolic links, which an update does not write');
    expect(refused.stderr).toMatch(/^ {2}web\/key → \.\.\/\.\.\/\.ssh\/id_ed25519$/m);
    expect(refused.stdout).not.toContain('━━');
    await expectAsBefore();
    expect(existsSync(join(fork, 'web', 'key'))).toBe(false);
  });

  // The release's lock file changed, so the update runs `npm ci`: here a stand-in that waits, as
  // npm runs a script (`sh -c`), beside a process of its own that goes on writing in the tree.
  it('puts everything back when it is stopped with SIGTERM during npm ci, and ends what the step started', async () => {
    releaseWith(() =>
      writeFiles(release, { 'package-lock.json': `${readText(release, 'package-lock.json')}\n` }),
    );
    const lockFile = readText(fork, 'package-lock.json');
    const [standIns, ciStarted, pids] = [
      join(dir, 'stand-ins'),
      join(dir, 'npm-ci-started'),
      join(dir, 'pids'),
    ];
    writeFiles(standIns, {
      npm: `#!/bin/sh
(for i in $(seq 300); do echo late >> content/late.txt; sleep 0.1; done) &
echo $$ $! > '${pids}'
echo "$@" > '${ciStarted}'
wait
`,
    });
    chmodSync(join(standIns, 'npm'), 0o755);
    const update = spawn(process.execPath, [join(fork, 'commands', 'update.ts'), release], {
      cwd: fork,
      env: { ...gitEnv, PATH: `${standIns}${delimiter}${process.env.PATH}` },
    });
    let stderr = '';
    update.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
    });
    update.stdout.resume();
    await vi.waitFor(() => expect(existsSync(ciStarted)).toBe(true), { timeout: 30_000, interval: 100 });
    expect(readText(fork, 'web/index.html')).toContain('portfolio 9.9.9');
    update.kill('SIGTERM');
    const [status] = await once(update, 'close');
    expect(readFileSync(ciStarted, 'utf8')).toMatch(/^ci /);
    expect(status).toBe(143);
    expect(stderr).toContain(
      'Interrupted (SIGTERM).\nNothing was updated: your files are as they were. Run `npm ci`',
    );
    // The stand-in and its writer ended with the update: nothing writes after the rollback.
    const [npm, writer] = readFileSync(pids, 'utf8').trim().split(' ').map(Number);
    await vi.waitFor(() => expect([npm, writer].filter(isRunning)).toEqual([]), { timeout: 2000 });
    await expectAsBefore();
    expect(readText(fork, 'package-lock.json')).toBe(lockFile);
  });

  // The address package.json names, unreachable (here: a port nothing listens on, as offline).
  it('says in one line, without a stack trace, that the release could not be fetched and what to do', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const address = `http://127.0.0.1:${port}/portfolio.git`;
    const packageJson = JSON.parse(readText(fork, 'package.json'));
    writeFiles(fork, {
      'package.json': `${JSON.stringify({ ...packageJson, repository: address }, null, 2)}\n`,
    });
    commitAll(fork, 'My own copy of the template');
    const failed = runUpdate(fork, []);
    git(fork, 'reset', '--quiet', '--hard', ownersHead);
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim()).toMatch(
      new RegExp(
        `^Could not fetch the release from ${address.replace(/\./g, '\\.')}: unable to access .*Check the address, or name one: npm run update -- URL\\|PATH$`,
      ),
    );
  });

  it('stops on a product file the owner changed and the release changes too, naming it, with the tree as it was', async () => {
    git(release, 'reset', '--quiet', '--hard', nextReleaseCommit);
    writeFiles(fork, {
      'web/index.html': readText(fork, 'web/index.html').replace('<head>', '<head>\n    <!-- mine -->'),
    });
    commitAll(fork, 'My own head tag');
    const head = git(fork, 'rev-parse', 'HEAD');
    const before = await folderSnapshot(join(fork, 'web'));
    const stopped = runUpdate(fork, [release]);
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toContain(
      'The release changes files that you changed too, so nothing was updated',
    );
    expect(stopped.stderr).toMatch(/^ {2}web\/index\.html$/m);
    expect(stopped.stderr).toContain('git checkout');
    expect(git(fork, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(fork, 'status', '--porcelain')).toBe('');
    expect(await folderSnapshot(join(fork, 'web'))).toEqual(before);
    expect(readText(fork, 'wrangler.toml')).not.toContain('2026-11-20');
  });
});

describe('npm run update, when the release does not build with the owner’s content', () => {
  it('puts everything back: the product files, and the content a migration had rewritten', async () => {
    const { release, fork } = templateAndFork(await temporaryDir('update-broken-'), pristine);
    // A bare list, which the release's migration rewrites before the build fails.
    writeFiles(fork, {
      'content/README.md': '# Mine\n',
      'content/links.json': '[{ "name": "GitHub", "url": "https://github.com/richard" }]\n',
    });
    commitAll(fork, 'My links');
    const [head, before] = [git(fork, 'rev-parse', 'HEAD'), await folderSnapshot(join(fork, 'content'))];
    writeFiles(release, {
      'vite.config.ts': `throw new Error('a broken release');\n${readText(release, 'vite.config.ts')}`,
    });
    commitAll(release, 'A broken release');

    const update = runUpdate(fork, [release]);
    expect(update.status).toBe(1);
    expect(update.stdout).toContain('migration: list files name their JSON Schema');
    expect(update.stderr).toContain('Nothing was updated: your files are as they were.');
    expect(git(fork, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(fork, 'status', '--porcelain')).toBe('');
    expect(await folderSnapshot(join(fork, 'content'))).toEqual(before);
  }, 120_000);
});

const absentFiles = ['about.json', 'projects.json', 'education.json', 'talks.json', 'de/about.json'];

/** What a built page shows and asks for: its sections, its top bar's and footer's links, its API preloads. */
function pageParts(fork: string, page: string) {
  const html = readText(fork, join('dist/client', page));
  const document = new DOMParser().parseFromString(html, 'text/html');
  const hrefsIn = (selector: string) =>
    Array.from(document.querySelectorAll(`${selector} a`)).map((a) => a.getAttribute('href'));
  const preloads = html.match(/for\(const href of (\[[^\]]*\])\)/)?.[1];
  return {
    html,
    sections: Array.from(document.querySelectorAll('main section[id]')).map((section) => section.id),
    bar: hrefsIn('.top-bar__links'),
    quickLinks: hrefsIn('.footer__quick-links'),
    preloads: (JSON.parse(preloads ?? 'null') as string[] | null)?.toSorted(),
  };
}

describe('npm run update, from a fork made before 2.0.0 (the sample in content/, settings in wrangler.toml)', () => {
  let release: string;
  let fork: string;
  let ownersContent: Record<string, string>;
  let update: ReturnType<typeof runUpdate>;

  beforeAll(async () => {
    const dir = await temporaryDir('update-move-over-');
    const [oldRelease, clonedRelease] = [join(dir, 'old-template'), join(dir, 'release')];
    [release, fork] = [join(dir, 'template'), join(dir, 'fork')];
    // The template's repository, a release before 2.0.0 then this one: one history, as on GitHub.
    templateRelease(oldRelease, { layout: 'before-2.0' });
    forkOf(oldRelease, fork);
    releaseFrom(pristine, release);
    git(release, 'fetch', '--quiet', oldRelease, 'main');
    git(release, 'reset', '--quiet', '--soft', 'FETCH_HEAD');
    commitAll(release, 'Release 2.0.0');
    nextRelease(release);
    // Made theirs as that README said: the sample's files replaced, its translation and posts removed,
    // their Worker's name and e-mail in wrangler.toml.
    git(fork, 'rm', '--quiet', '-r', 'content');
    makeItTheirs(fork);
    // With no About, Projects or Education of theirs, and no talks.json, a kind the release added
    // after they wrote their content: the release's page leaves out each kind without its file.
    for (const file of absentFiles) rmSync(join(fork, 'content', file), { force: true });
    writeFiles(fork, { 'content/de/site.json': '{ "heroTitle": "Hallo, ich bin Richard" }\n' });
    writeFiles(fork, {
      'wrangler.toml': readText(fork, 'wrangler.toml')
        .replace('name = "portfolio"', 'name = "richard-hendriks"')
        .replace(
          '[vars]\n',
          '[[send_email]]\nname = "CONTACT_EMAIL"\ndestination_address = "richard@piedpiper.example"\n\n[vars]\nCONTACT_EMAIL_TO = "richard@piedpiper.example"\n',
        )
        .replace('CONTACT_DAILY_CAP = "200"', 'CONTACT_DAILY_CAP = "50"'),
    });
    commitAll(fork, 'My own site');
    ownersContent = await folderSnapshot(join(fork, 'content'));
    // Before 2.0.0 there was no npm run update: the owner runs the release's, from a clone of it.
    git(dir, 'clone', '--quiet', release, clonedRelease);
    update = runUpdate(fork, [release], { updateFrom: clonedRelease });
  }, 240_000);

  it('moves the settings to content/deploy.toml, says so, and takes the release with the build green', () => {
    expect(update.status, update.stdout + update.stderr).toBe(0);
    for (const setting of ['name', 'send_email', 'vars.CONTACT_DAILY_CAP', 'vars.CONTACT_EMAIL_TO'])
      expect(update.stdout).toContain(`moved: wrangler.toml ${setting} → content/deploy.toml`);
    expect(readText(fork, 'wrangler.toml')).toBe(readText(release, 'wrangler.toml'));
    expectOwnersWorker(fork, '50');
  });

  it('leaves out, in each language, the kinds it has no file of: no section, no link, no request', () => {
    for (const [page, api] of [
      ['index.html', '/api/'],
      ['de/index.html', '/api/de/'],
    ]) {
      const parts = pageParts(fork, page);
      expect(parts.sections, page).toEqual(['home', 'experience', 'skills', 'writing', 'contact']);
      expect(parts.bar, page).toEqual(['#home', '#experience', '#skills', '#writing', '#contact']);
      // The footer's Quick Links: Portfolio and Contact, no About.
      expect(parts.quickLinks, page).toEqual(['#home', '#contact']);
      expect(parts.preloads, page).toEqual(
        ['links', 'skills', 'work-experience'].map((name) => `${api}${name}`),
      );
      expect(parts.html, page).not.toMatch(/id="(about|projects|education|talks)"/);
      // Nor any word of the talks: a page without them is the spec's (shared/sections.ts).
      expect(parts.html, page).not.toMatch(/Talks|Vorträge/);
      // Nothing is drawn until the section after the hero begins: here Work Experience.
      expect(parts.html, page).toContain('<link rel="expect" href="#experience" blocking="render">');
    }
  });

  it("keeps every other owner file byte for byte, and builds none of the sample's", async () => {
    const { 'deploy.toml': moved, ...others } = await folderSnapshot(join(fork, 'content'));
    expect(moved).toContain('name = "richard-hendriks"');
    expect(others).toEqual(ownersContent);
    expectNoSampleIn(fork);
    expect(readFileSync(join(fork, 'sample/site.json'), 'utf8')).toContain(sampleOwner);
  });
});
