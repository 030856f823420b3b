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
 *   npm run update -- --undo           back to the commit before the last update
 *
 * This file and the modules it imports use Node and git alone: a fork made before the command
 * existed runs it from a clone of the release (`npx node ../release/commands/update.ts ../release`).
 * What needs the release's packages (the move-over, migrations, the check, the build) runs from
 * the release's files once they are in place.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findBaseRelease, releasedVersions, releaseTrailer } from './update/base-release.ts';
import { entriesBetween } from './update/changelog.ts';
import { type Git, gitIn, type TreeFiles, treeFiles } from './update/git.ts';
import { isOwnerPath } from './update/owner-paths.ts';
import { type Change, planUpdate, withoutWorkflows } from './update/plan.ts';
import { chooseSource, fetchRelease } from './update/release-source.ts';
import { githubRepository } from './update/template-repository.ts';

const undoCommand = 'npm run update -- --undo';

const usage = `Usage: npm run update -- [URL|PATH] [--leave-workflows] [--report FILE]
       npm run update -- --undo`;

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

/** Stops the update: the tree is as it was. */
function stop(message: string): never {
  console.error(`\n${message}`);
  process.exit(1);
}

const projectDir = gitIn(process.cwd()).run(['rev-parse', '--show-toplevel']);
const git = gitIn(projectDir);

const uncommitted = git.run(['status', '--porcelain', '--untracked-files=all']);
if (uncommitted)
  stop(
    `Your repository has uncommitted changes; commit or stash them first, so an update can be undone:\n${uncommitted}`,
  );

if (options.values.undo) undo(git);

// The update ends in a commit: without a name and e-mail for it, stop before anything is written.
if (!git.succeeds(['var', 'GIT_COMMITTER_IDENT']))
  stop(
    'git does not know who you are, so the update could not commit. Tell it, then run npm run update again:\n  git config user.name "Your Name"\n  git config user.email you@example.com',
  );

const source = chooseSource(git, projectDir, options.positionals[0]);
console.log(`Fetching the release from ${source}…`);
const release = fetchRelease(git, source);
const head = git.run(['rev-parse', 'HEAD']);
const owners = treeFiles(git, head);
const next = treeFiles(git, release);
const base = findBaseRelease(git, head, release);

const versionIn = (files: TreeFiles, commit: string) =>
  files.has('package.json')
    ? ((JSON.parse(git.run(['show', `${commit}:package.json`])) as { version?: string }).version ?? '0.0.0')
    : '0.0.0';
const [fromVersion, toVersion] = [versionIn(owners, head), versionIn(next, release)];

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
  stop(`The release changes files that you changed too, so nothing was updated (your files are as they were):
${plan.conflicts.map((path) => `  ${path}`).join('\n')}

These are the product's files. To take the release, put back the version your release has of
each (keep your change aside first if you still want it), commit, and run npm run update again:
  git diff ${base.commit.slice(0, 12)} -- FILE > my-change.patch
  git checkout ${base.commit.slice(0, 12)} -- FILE
Your own texts, pictures and settings belong in content/, where no release writes.`);

if (plan.changes.length === 0 && !settingsToMove) {
  console.log(`\nAlready up to date: ${toVersion} (${release.slice(0, 12)}).`);
  if (leftOut.length > 0) console.log(workflowNote(leftOut));
  writeReport([`# Already up to date: ${toVersion}`]);
  process.exit(0);
}

const lockChanged = plan.changes.some((change) => change.path === 'package-lock.json');
const report: string[] = [];
const summary: string[] = [];
try {
  applyChanges(git, plan.changes);
  // The release's packages first: its steps below may need one the owner's install lacks.
  if (lockChanged) step('npm', ['ci', '--no-audit', '--no-fund']);
  if (settingsToMove) report.push(...moveOver());
  if (movingOver) report.push(...sampleLeftIn());
  report.push(
    ...step(process.execPath, ['commands/update/migrate-content.ts', 'content'], { capture: true }),
  );
  step('npm', ['run', '--silent', 'check:content']);
  step('npm', ['run', '--silent', 'build']);
  summary.push(
    `${plan.changes.length} product file${plan.changes.length === 1 ? '' : 's'} updated from ${fromVersion} (${base.commit.slice(0, 12)}) to ${toVersion} (${release.slice(0, 12)}).`,
    ...report,
    ...plan.kept.map((path) =>
      owners.has(path)
        ? `kept: your change to ${path} (the release leaves it as it was)`
        : `kept: your removal of ${path} (the release leaves it as it was)`,
    ),
  );
  const files = plan.changes.map(({ path, file }) => `  ${file ? '' : 'removed: '}${path}`).join('\n');
  git.run(['add', '--all']);
  git.run(['commit', '--quiet', '--no-verify', '--file=-'], {
    input: `Update to ${toVersion}\n\n${summary.join('\n')}\n\nFiles:\n${files}\n\n${releaseTrailer}: ${release}\n`,
  });
} catch (error) {
  git.run(['reset', '--quiet', '--hard', 'HEAD']);
  git.run(['clean', '--quiet', '-d', '--force']);
  stop(
    `${(error as Error).message}\nNothing was updated: your files are as they were.${lockChanged ? ' Run `npm ci` to put your packages back as your package-lock.json has them.' : ''}`,
  );
}

const notes = entriesBetween(git.run(['show', `${release}:CHANGELOG.md`]), fromVersion, toVersion);
console.log(
  `\nUpdated to ${toVersion} in one commit; ${undoCommand} takes it back.\n\n${summary.join('\n')}`,
);
if (leftOut.length > 0) console.log(`\n${workflowNote(leftOut)}`);
if (notes) console.log(`\nWhat changed (CHANGELOG.md):\n\n${notes}`);
writeReport([
  `# Update to ${toVersion}`,
  `From ${fromVersion} to ${toVersion}: ${release}. \`${undoCommand}\` on the merged branch takes it back.`,
  summary.map((line) => `- ${line}`).join('\n'),
  ...(leftOut.length > 0 ? [workflowNote(leftOut)] : []),
  ...(notes ? [`## What changed\n\n${notes.replace(/^## /gm, '### ')}`] : []),
]);

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

/** Runs a step of the release's in the project; throws when it fails. `capture` gives its lines. */
function step(command: string, args: string[], { capture = false } = {}): string[] {
  console.log(`\n━━ ${[command === process.execPath ? 'node' : command, ...args].join(' ')}`);
  const { CONTENT_DIR: _ownersOnly, ...env } = process.env;
  const run = spawnSync(command, args, {
    cwd: projectDir,
    env,
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    // npm is npm.cmd on Windows, which only a shell runs.
    shell: command === 'npm' && process.platform === 'win32',
  });
  if (run.status !== 0)
    throw new Error(
      `${command === process.execPath ? 'node' : command} ${args.join(' ')} failed${run.error ? `: ${run.error.message}` : ' (its output above says why)'}.`,
    );
  if (!capture) return [];
  process.stdout.write(run.stdout);
  return run.stdout.split('\n').filter(Boolean);
}

/** The owner's settings from their wrangler.toml into content/deploy.toml, by the release's code. */
function moveOver(): string[] {
  const scratch = mkdtempSync(join(tmpdir(), 'portfolio-move-over-'));
  try {
    const [ownersFile, baseFile] = [join(scratch, 'owners.toml'), join(scratch, 'base.toml')];
    writeFileSync(ownersFile, git.blob(`${head}:wrangler.toml`));
    writeFileSync(baseFile, git.blob(`${base.commit}:wrangler.toml`));
    return step(process.execPath, ['commands/update/move-over.ts', ownersFile, baseFile, 'content'], {
      capture: true,
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The sample's files a fork still has in content/, as the release it was made from had them. */
function sampleLeftIn(): string[] {
  return [...owners]
    .filter(([path, file]) => isOwnerPath(path) && base.files.get(path) === file)
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
  return `The release changes workflows, which this update did not write (GITHUB_TOKEN may not push them). Copy each from the release into .github/workflows/ and commit it, or set the TEMPLATE_UPDATE_TOKEN secret (docs/updates.md):\n${changes
    .map(({ path, file }) => (file ? `  ${path}: ${where(path)}` : `  ${path}: removed by the release`))
    .join('\n')}`;
}

function writeReport(parts: string[]) {
  if (options.values.report) writeFileSync(options.values.report, `${parts.join('\n\n')}\n`);
}

/**
 * Back to the commit before the last update: HEAD itself, or the merge of the update's pull
 * request (then back to the branch as it was before the merge).
 */
function undo(git: Git): never {
  const isUpdate = (commit: string) =>
    git.run(['log', '-1', '--format=%B', commit]).includes(`\n${releaseTrailer}: `);
  const parents = git.run(['log', '-1', '--format=%P']).split(' ');
  const merged = parents.length === 2 && isUpdate(parents[1]);
  if (!isUpdate('HEAD') && !merged)
    stop(
      `The last commit is not an update (${git.run(['log', '-1', '--format=%h %s'])}): nothing was undone.`,
    );
  git.run(['reset', '--quiet', '--hard', 'HEAD~1']);
  console.log(`Undone: back to ${git.run(['log', '-1', '--format=%h %s'])}.`);
  if (
    spawnSync('git', ['diff', '--quiet', 'HEAD@{1}', 'HEAD', '--', 'package-lock.json'], { cwd: projectDir })
      .status
  )
    console.log('The update had changed your packages: run `npm ci` to put them back.');
  process.exit(0);
}
