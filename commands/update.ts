/**
 * `npm run update`: takes the template's next release into the owner's repository as one commit
 * (docs/updates.md). It writes product files only, and only those the owner left as the release
 * they are on had them; it never changes, adds or removes an owner file (content/), but for the
 * release's content migrations and a fork's one move-over.
 *
 *   npm run update                     from the git remote `upstream`, else package.json's repository
 *   npm run update -- URL|PATH         from another repository (a local path works offline)
 *   npm run update -- --leave-workflows   list the release's workflow changes instead of writing them
 *   npm run update -- --report FILE    also write the report as Markdown (the update pull request's body)
 *   npm run update -- --undo [URL|PATH]   back to the commit before the last update (the
 *                                      release it names is fetched from there if missing)
 *
 * Exit status: 0 updated or up to date, 1 stopped (the message says why; the tree as it was), 2
 * misuse, 130/143 interrupted by SIGINT/SIGTERM (the tree put back, or the commands to do it).
 *
 * This file and the modules it imports use Node and git alone: a fork made before the command
 * existed runs it from a clone of the release, with a Node 24 of npx's whatever the machine's
 * (`npx -y node@24 ../release/commands/update.ts ../release`). What needs the release's packages
 * (the move-over, migrations, the check, the build) runs from the release's files once they are
 * in place.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findBaseRelease, releasedVersions, releaseTrailer } from './update/base-release.ts';
import { entriesBetween, unreleasedNews } from './update/changelog.ts';
import { type Git, gitIn, type TreeFiles, treeFiles } from './update/git.ts';
import { Interrupted, type Interruptible, interruptible, stepName } from './update/interruptible.ts';
import { isOwnerPath } from './update/owner-paths.ts';
import { type Change, planUpdate, symbolicLinksIn, withoutWorkflows } from './update/plan.ts';
import { chooseSource, fetchRelease } from './update/release-source.ts';
import { oneLine, Stop } from './update/stop.ts';
import { refusedReports, strayChanges, strayList } from './update/strays.ts';
import { githubRepository } from './update/template-repository.ts';
import { undoLastUpdate } from './update/undo.ts';

const undoCommand = 'npm run update -- --undo';

const usage = `Usage: npm run update -- [URL|PATH] [--leave-workflows] [--report FILE]
       npm run update -- --undo [URL|PATH]`;

let options: ReturnType<typeof parseOptions>;
function parseOptions() {
  return parseArgs({
    allowPositionals: true,
    options: {
      'leave-workflows': { type: 'boolean', default: false },
      report: { type: 'string' },
      undo: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
}
try {
  options = parseOptions();
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (options.values.help) {
  console.log(usage);
  process.exit(0);
}
if (options.positionals.length > 1) {
  console.error(`One release source at most.\n${usage}`);
  process.exit(2);
}

const here = gitIn(process.cwd());
const projectDir = here.succeeds(['rev-parse', '--show-toplevel'])
  ? here.run(['rev-parse', '--show-toplevel'])
  : process.cwd();
const git = gitIn(projectDir);
// Where the release came from and its commit, once fetched: the notes on workflows link to them.
let source = '';
let release = '';

// A failure no message was written for: one line, and where to turn.
const help = 'docs/updates.md says how to go on; if it does not, report this line to the template.';

try {
  await update();
} catch (error) {
  if (error instanceof Interrupted) {
    console.error(`\n${error.message}`);
    process.exit(error.exitCode);
  }
  console.error(
    error instanceof Stop
      ? `\n${error.message}`
      : `\nnpm run update stopped: ${oneLine(error).replace(/\.$/, '')}. ${help}`,
  );
  process.exit(1);
}

async function update() {
  if (!git.succeeds(['rev-parse', '--show-toplevel']))
    throw new Stop('npm run update works in your site’s git repository, and this folder is not in one.');
  const uncommitted = git.run(['status', '--porcelain', '--untracked-files=all']);
  if (uncommitted)
    throw new Stop(
      `Your repository has uncommitted changes; commit or stash them first, so an update can be undone:\n${uncommitted}`,
    );

  // The update ends in a commit (an undo of a pushed one too): without a name and e-mail for it,
  // stop before anything is written.
  if (!git.succeeds(['var', 'GIT_COMMITTER_IDENT']))
    throw new Stop(
      'git does not know who you are, so the update could not commit. Tell it, then run npm run update again:\n  git config user.name "Your Name"\n  git config user.email you@example.com',
    );

  if (options.values.undo) {
    console.log(
      undoLastUpdate(git, () => chooseSource(git, projectDir, options.positionals[0])).lines.join('\n'),
    );
    return;
  }

  source = chooseSource(git, projectDir, options.positionals[0]);
  console.log(`Fetching the release from ${source}…`);
  release = fetchRelease(git, source);
  const head = git.run(['rev-parse', 'HEAD']);
  const owners = treeFiles(git, head);
  const next = treeFiles(git, release);
  const base = findBaseRelease(git, head, release);

  const fileAt = (files: TreeFiles, commit: string, path: string) =>
    files.has(path) ? git.run(['show', `${commit}:${path}`]) : undefined;
  const versionAt = (files: TreeFiles, commit: string) =>
    (JSON.parse(fileAt(files, commit, 'package.json') ?? '{}') as { version?: string }).version ?? '0.0.0';
  const [fromVersion, toVersion] = [versionAt(owners, head), versionAt(next, release)];

  // A release from before the owner's and the product's files were apart keeps the sample in
  // content/ and the owner's Worker settings in wrangler.toml: those move once (update/move-over.ts).
  const movingOver = base.files.has('content/site.json') && !base.files.has('sample/site.json');
  const settingsToMove = movingOver && owners.get('wrangler.toml') !== base.files.get('wrangler.toml');
  const planned = planUpdate(base.files, owners, next, {
    resolved: new Set(settingsToMove ? ['wrangler.toml'] : []),
    released: releasedVersions(git, release),
  });
  const { plan, leftOut } = options.values['leave-workflows']
    ? withoutWorkflows(planned)
    : { plan: planned, leftOut: [] as Change[] };

  if (plan.conflicts.length > 0)
    throw new Stop(`The release changes files that you changed too, so nothing was updated (your files are as they were):
${plan.conflicts.map((path) => `  ${path}`).join('\n')}

These are the product's files. To take the release, put back the version your release has of
each (keep your change aside first if you still want it), commit, and run npm run update again:
  git diff ${base.commit.slice(0, 12)} -- FILE > my-change.patch
  git checkout ${base.commit.slice(0, 12)} -- FILE
Your own texts, pictures and settings belong in content/, where no release writes.`);

  const links = symbolicLinksIn(plan.changes);
  if (links.length > 0)
    throw new Stop(
      `The release adds symbolic links, which an update does not write (a link can point anywhere on your machine), so nothing was updated (your files are as they were):\n${links
        .map(({ path, file }) => `  ${path} → ${git.blob(String(file).split(' ')[1]).toString('utf8')}`)
        .join('\n')}`,
    );

  if (plan.changes.length === 0 && !settingsToMove) {
    console.log(`\nAlready up to date: ${toVersion} (${release.slice(0, 12)}).`);
    if (leftOut.length > 0) console.log(workflowNote(leftOut));
    writeReport([`# Already up to date: ${toVersion}`]);
    return;
  }

  // Every change the owner receives is announced: the versions after theirs, and what the
  // release lists as Unreleased that their copy of the changelog does not.
  const releaseChangelog = fileAt(next, release, 'CHANGELOG.md') ?? '';
  const unreleased = unreleasedNews(releaseChangelog, fileAt(owners, head, 'CHANGELOG.md') ?? '');
  const notes = [unreleased, entriesBetween(releaseChangelog, fromVersion, toVersion)]
    .filter(Boolean)
    .join('\n\n');
  const taken = unreleased ? `${toVersion} and the unreleased changes after it` : toVersion;

  const lockChanged = plan.changes.some((change) => change.path === 'package-lock.json');
  const report: string[] = [];
  const summary: string[] = [];
  const interrupts = interruptible();
  try {
    applyChanges(git, plan.changes);
    // The tree was clean, so anything git now sees beyond the release's files is a file of the
    // owner's that the release's .gitignore no longer ignores (or its .gitattributes reads anew).
    const planned = plan.changes.map((change) => change.path);
    const unignored = strayChanges(git, { planned, reported: [] });
    if (unignored.length > 0)
      throw new Stop(
        `The release's .gitignore no longer ignores these files of yours (or its .gitattributes reads them differently), so the update would commit them:\n${strayList(unignored)}\nKeep them out of git on your machine (add them to .git/info/exclude) or move them out of the repository, then run npm run update again.`,
      );
    const step = (command: string, args: string[], capture = false) => {
      console.log(`\n━━ ${stepName(command, args)}`);
      const { CONTENT_DIR: _ownersOnly, ...env } = process.env;
      return interrupts.run(command, args, { cwd: projectDir, env, capture });
    };
    /** A step of the release's that reports its lines and the owner's files it wrote (migrate-content.ts). */
    const reportingStep = async (args: string[]) => {
      const output = await step(process.execPath, [...args, '--json'], true);
      const reported = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
        lines?: unknown;
        written?: unknown;
      };
      const isText = (list: unknown): list is string[] =>
        Array.isArray(list) && list.every((item) => typeof item === 'string');
      if (!isText(reported.lines) || !isText(reported.written))
        throw new Error(`node ${args[0]} did not say which files it wrote.`);
      for (const line of reported.lines) console.log(line);
      report.push(...reported.lines);
      return reported.written;
    };

    // The release's packages first: its steps below may need one the owner's install lacks.
    if (lockChanged) await step('npm', ['ci', '--no-audit', '--no-fund']);
    const written: string[] = [];
    if (settingsToMove) written.push(...(await moveOver(head, base.commit, reportingStep)));
    if (movingOver) report.push(...sampleLeftIn(owners, base.files));
    written.push(...(await reportingStep(['commands/update/migrate-content.ts', 'content'])));
    await step('npm', ['run', '--silent', 'check:content']);
    await step('npm', ['run', '--silent', 'build']);

    // What the commit holds: the release's files (in the index already) and what was reported,
    // each a regular file in content/, exactly.
    const refused = refusedReports(projectDir, written);
    if (refused.length > 0)
      throw new Stop(
        `The release's migrations report files they may not write (outside content/, or not a regular file: a symbolic link, a folder):\n${strayList(refused)}\nThis is the release's doing, not yours: report it to the template's maintainers.`,
      );
    if (written.length > 0) git.run(['add', '--', ...written], { env: { GIT_LITERAL_PATHSPECS: '1' } });
    const strays = strayChanges(git, { planned, reported: written });
    if (strays.length > 0)
      throw new Stop(
        `The release's steps changed files that are neither the release's nor reported by its migrations, so the update would commit them unseen:\n${strayList(strays)}\nThis is the release's doing, not yours: report it to the template's maintainers.`,
      );

    summary.push(
      `${plan.changes.length} product file${plan.changes.length === 1 ? '' : 's'} updated from ${fromVersion} (${base.commit.slice(0, 12)}) to ${taken} (${release.slice(0, 12)}).`,
      ...report,
      ...plan.kept.map((path) =>
        owners.has(path)
          ? `kept: your change to ${path} (the release leaves it as it was)`
          : `kept: your removal of ${path} (the release leaves it as it was)`,
      ),
    );
    const files = plan.changes.map(({ path, file }) => `  ${file ? '' : 'removed: '}${path}`).join('\n');
    // Without --no-verify: the owner's pre-commit hooks (a secret scanner) see the update too.
    await interrupts.run('git', ['commit', '--quiet', '--file=-'], {
      cwd: projectDir,
      input: `Update to ${toVersion}\n\n${summary.join('\n')}\n\nFiles:\n${files}\n\n${releaseTrailer}: ${release}\n`,
    });
    await interrupts.check();
  } catch (error) {
    await interrupts.check().catch(() => {});
    const interrupted = interrupts.signal();
    const reason = interrupted
      ? `Interrupted (${interrupted}).`
      : error instanceof Stop
        ? error.message
        : oneLine(error);
    const failedRollback = await rollBack(interrupts, head);
    const after = failedRollback
      ? `Putting your files back failed too (${failedRollback}). To put them back as they were, run:\n  git reset ${head} && git reset --hard && git clean -d --force${lockChanged ? '\n  npm ci' : ''}`
      : `Nothing was updated: your files are as they were.${lockChanged ? ' Run `npm ci` to put your packages back as your package-lock.json has them.' : ''}`;
    if (interrupted) throw new Interrupted(interrupted, `${reason}\n${after}`);
    throw new Stop(`${reason}\n${after}`);
  } finally {
    interrupts.release();
  }

  console.log(`\nUpdated to ${taken} in one commit; ${undoCommand} takes it back.\n\n${summary.join('\n')}`);
  if (leftOut.length > 0) console.log(`\n${workflowNote(leftOut)}`);
  if (notes) console.log(`\nWhat changed (CHANGELOG.md):\n\n${notes}`);
  writeReport([
    `# Update to ${toVersion}`,
    `From ${fromVersion} to ${taken}: ${release}. \`${undoCommand}\` on the merged branch takes it back.`,
    summary.map((line) => `- ${line}`).join('\n'),
    ...(leftOut.length > 0 ? [workflowNote(leftOut)] : []),
    ...(notes ? [`## What changed\n\n${notes.replace(/^## /gm, '### ')}`] : []),
  ]);
}

/**
 * Back to the owner's commit and files, out of reach of a second Ctrl-C; gives why it failed, if
 * it did. The index first, the files kept: a file of the owner's that a step staged (`git add -f`)
 * is then untracked again, where `reset --hard` would delete it. Reset before cleaning: the
 * owner's .gitignore then keeps `git clean` off their ignored files.
 */
async function rollBack(interrupts: Interruptible, head: string): Promise<string | undefined> {
  try {
    for (const args of [
      ['reset', '--quiet', head],
      ['reset', '--quiet', '--hard'],
      ['clean', '--quiet', '-d', '--force'],
    ])
      await interrupts.run('git', args, { cwd: projectDir, shielded: true });
    return undefined;
  } catch (error) {
    return oneLine(error);
  }
}

/** Writes the release's tree over the owner's for the planned files, in the index and the working tree. */
function applyChanges(git: Git, changes: Change[]) {
  const scratch = mkdtempSync(join(tmpdir(), 'portfolio-update-'));
  const index = { GIT_INDEX_FILE: join(scratch, 'index') };
  try {
    git.run(['read-tree', 'HEAD'], { env: index });
    const lines = changes.map(({ path, file }) =>
      file ? `${file}\t${path}` : `0 0000000000000000000000000000000000000000\t${path}`,
    );
    git.run(['update-index', '-z', '--index-info'], {
      env: index,
      input: lines.map((line) => `${line}\0`).join(''),
    });
    const tree = git.run(['write-tree'], { env: index });
    git.run(['read-tree', '-m', '-u', 'HEAD', tree]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The owner's settings from their wrangler.toml into content/deploy.toml, by the release's code. */
async function moveOver(
  head: string,
  base: string,
  reportingStep: (args: string[]) => Promise<string[]>,
): Promise<string[]> {
  const scratch = mkdtempSync(join(tmpdir(), 'portfolio-move-over-'));
  try {
    const [ownersFile, baseFile] = [join(scratch, 'owners.toml'), join(scratch, 'base.toml')];
    writeFileSync(ownersFile, git.blob(`${head}:wrangler.toml`));
    writeFileSync(baseFile, git.blob(`${base}:wrangler.toml`));
    return await reportingStep(['commands/update/move-over.ts', ownersFile, baseFile, 'content']);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The sample's files a fork still has in content/, as the release it was made from had them. */
function sampleLeftIn(owners: TreeFiles, base: TreeFiles): string[] {
  return [...owners]
    .filter(([path, file]) => isOwnerPath(path) && base.get(path) === file)
    .map(
      ([path]) =>
        `still the sample's: ${path} (delete it if it is not yours; the update leaves your files alone)`,
    );
}

function workflowNote(changes: Change[]): string {
  // A GitHub address links to the file; a local path or other host (`../release`) says how to show it.
  const github = source.includes('github.com') ? githubRepository(source) : undefined;
  const where = (path: string) =>
    github
      ? `https://github.com/${github}/blob/${release}/${path}`
      : `git show ${release.slice(0, 12)}:${path}`;
  return `The release changes workflows, which this update did not write: a workflow runs with your repository's rights, so read each, then copy it from the release into .github/workflows/ and commit it (docs/updates.md):\n${changes
    .map(({ path, file }) => (file ? `  ${path}: ${where(path)}` : `  ${path}: removed by the release`))
    .join('\n')}`;
}

function writeReport(parts: string[]) {
  if (options.values.report) writeFileSync(options.values.report, `${parts.join('\n\n')}\n`);
}
