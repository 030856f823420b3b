/**
 * The weekly template update (.github/workflows/update.yml), read as an attacker would: the
 * release's code runs only where it can write nothing, and the job that writes runs none of it
 * and takes nothing of the release's as more than data. The pull-request job is run for real
 * (bash, git, jq) against a local origin and a stand-in `gh` that answers with canned pull
 * requests and records what it was asked. Here, beside check-workflows.ts, as the workflow
 * itself has no folder of code to sit in.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commitAll, git, writeFiles } from './template-fork.ts';
import { temporaryDirs } from './temporary-dirs.ts';
import { readWorkflow, runWorkflowJob, type WorkflowJob, type WorkflowStep } from './workflow-job.ts';

const workflowFile = join(import.meta.dirname, '..', '.github', 'workflows', 'update.yml');
const temporaryDir = temporaryDirs();

// A command where a shell starts one (a line's start, after ; & | ( !, or a keyword): npm, npx,
// node, or a file of the repository's, run directly or by a shell.
const projectCommand =
  /(?:^|[;&|(!]|\b(?:if|then|do|else|while|until|exec|xargs|env|time)\b)\s*(?:npm|npx|node|\.\/|commands\/|testing\/|(?:bash|sh|source|\.)\s+[^\s-])/m;
const isSetupNode = (step: WorkflowStep) => step.uses?.startsWith('actions/setup-node@') ?? false;
const runsProjectCode = (job: WorkflowJob) =>
  job.steps.some(
    (step) =>
      projectCommand.test(step.run ?? '') ||
      step.uses?.startsWith('./') ||
      (isSetupNode(step) && step.with?.cache !== undefined),
  );
const permissionsOf = (job: WorkflowJob) => job.permissions ?? workflow.permissions ?? 'read-all';
const canWrite = (job: WorkflowJob) => {
  const permissions = permissionsOf(job);
  return typeof permissions === 'string'
    ? permissions !== 'read-all'
    : Object.values(permissions).includes('write');
};

const workflow = readWorkflow(workflowFile);
const jobs = Object.entries(workflow.jobs);

describe('The weekly update, split by trust', () => {
  it("runs the release's code only in jobs that can write nothing: no token, no kept credentials, no cache", () => {
    const running = jobs.filter(([, job]) => runsProjectCode(job));
    expect(running.map(([id]) => id)).toContain('update');
    const problems = running.flatMap(([id, job]) => [
      ...(canWrite(job) ? [`${id} can write: ${JSON.stringify(permissionsOf(job))}`] : []),
      ...(/secrets\.|github\.token|\bGH_TOKEN\b|\bGITHUB_TOKEN\b/.test(JSON.stringify(job))
        ? [`${id} is given a token or a secret`]
        : []),
      ...job.steps.flatMap((step) => [
        ...(step.uses?.startsWith('actions/checkout@') && step.with?.['persist-credentials'] !== false
          ? [`${id}'s checkout keeps its credentials in git's config`]
          : []),
        ...(isSetupNode(step) &&
        (step.with?.cache !== undefined || step.with?.['package-manager-cache'] !== false)
          ? [`${id}'s setup-node reads or writes a cache`]
          : []),
      ]),
    ]);
    expect(problems).toEqual([]);
  });

  // A push or a pull request made with the workflow's own token starts no workflow; one made with
  // a personal token would run the release's workflows on the branch before any review.
  it("reads no secret: the only token is the workflow's own, given to the pull-request job alone", () => {
    expect(JSON.stringify(workflow)).not.toMatch(/\bsecrets\b/);
    const tokens = jobs.flatMap(([id, job]) =>
      [...JSON.stringify(job).matchAll(/\$\{\{\s*([^}]*token[^}]*?)\s*\}\}/gi)].map(
        ([, expression]) => `${id}: ${expression}`,
      ),
    );
    expect(tokens).toEqual(['pull-request: github.token']);
  });

  it("always leaves the release's workflow changes out, for the owner to read and commit", () => {
    const takeTheRelease = jobs
      .flatMap(([, job]) => job.steps)
      .filter((step) => step.name === 'Take the next release');
    expect(takeTheRelease).toHaveLength(1);
    // Not inside a ${VARIABLE:+…}, which an unset variable would drop.
    expect(takeTheRelease[0].run?.replace(/\$\{[^}]*\}/g, '')).toMatch(/(?:^|\s)--leave-workflows(?:\s|$)/);
  });

  it("gives the write rights to a job that runs nothing of the repository's or the release's", () => {
    const writing = jobs.filter(([, job]) => canWrite(job));
    expect(writing.map(([id]) => id)).toEqual(['pull-request']);
    for (const [id, job] of writing)
      for (const step of job.steps) {
        expect(step.run ?? '', `${id}: ${step.name}`).not.toMatch(projectCommand);
        expect(step.uses ?? '', `${id}: ${step.name}`).not.toMatch(/^\.\/|^actions\/setup-node@/);
      }
  });

  // A job run on main can write main's cache whatever it asks (a scheduled run's cache token can),
  // so the update job's release code could; the deploy workflow's build and deploy read none.
  it('ships nothing the update job could have put in the cache: the deploy restores none', () => {
    const deployWorkflow = readWorkflow(join(import.meta.dirname, '..', '.github', 'workflows', 'ci.yml'));
    for (const id of ['build', 'deploy'])
      for (const step of deployWorkflow.jobs[id].steps.filter(isSetupNode)) {
        expect(step.with?.cache, id).toBeUndefined();
        expect(step.with?.['package-manager-cache'], id).toBe(false);
      }
  });

  it('writes no expression into a command: every value reaches the shell as a variable', () => {
    for (const [id, job] of jobs)
      for (const step of job.steps) expect(step.run ?? '', `${id}: ${step.name}`).not.toContain('${{');
  });
});

/** An open pull request as GitHub's REST API gives it: `head.label` is owner:branch. */
type PullRequest = {
  number: number;
  base: { ref: string };
  head: { ref: string; sha: string; label: string; repo: { full_name: string } };
};
type Handover = { version?: string; report?: string; checksLog?: string; checks?: 'passed' | 'failed' };

/**
 * An owner's repository at `base` (its origin, a bare one), the checkout the pull-request job works
 * in, the update job's artifact where download-artifact puts it, and a stand-in gh on PATH.
 */
async function ownersRepository() {
  const dir = await temporaryDir('update-workflow-');
  const [seed, origin, checkout, updateJob, runnerTemp, bin] = [
    'seed',
    'origin.git',
    'checkout',
    'update-job',
    'runner-temp',
    'bin',
  ].map((name) => join(dir, name));
  mkdirSync(seed);
  git(seed, 'init', '--quiet', '--initial-branch=main');
  writeFiles(seed, { 'package.json': '{ "version": "2.0.0" }\n', 'content/site.json': '{}\n' });
  commitAll(seed, 'My own site');
  git(dir, 'clone', '--quiet', '--bare', seed, origin);
  git(dir, 'clone', '--quiet', origin, checkout);
  git(dir, 'clone', '--quiet', origin, updateJob);
  const base = git(checkout, 'rev-parse', 'HEAD');
  mkdirSync(runnerTemp);
  mkdirSync(bin);
  // A stand-in for gh: records each call's arguments (each ends in NUL, a call in \x1e) and answers
  // `api repos/…/pulls?…` from the canned open pull requests as GitHub does: only those whose head
  // is its `head` (owner:branch) when it names one, at most its per_page (30 unless given).
  writeFileSync(
    join(bin, 'gh'),
    `#!/usr/bin/env bash
{ printf '%s\\0' "$@"; printf '\\036'; } >> "$GH_CALLS"
if [ "$1" = api ] && [[ $2 == repos/*/pulls\\?* ]]; then
  head= per_page=30
  IFS='&' read -ra parameters <<< "\${2#*\\?}"
  for parameter in "\${parameters[@]}"; do
    case $parameter in head=*) head=\${parameter#head=} ;; per_page=*) per_page=\${parameter#per_page=} ;; esac
  done
  jq --arg head "$head" --argjson n "$per_page" '[.[] | select($head == "" or .head.label == $head)][:$n]' "$GH_PULL_REQUESTS"
fi
`,
  );
  chmodSync(join(bin, 'gh'), 0o755);
  const calls = join(dir, 'gh-calls');
  const handover = join(runnerTemp, 'template-update');
  const handOver = (files: Record<string, string>) => {
    rmSync(handover, { recursive: true, force: true });
    writeFiles(handover, files);
  };
  const pullRequestsFile = join(dir, 'pull-requests.json');

  /** What the update job hands over, having taken a release: its commit as a bundle, and its texts. */
  function updateTaken(
    {
      version = '2.1.0',
      report = '# Update to 2.1.0\n',
      checksLog = 'All checks passed\n',
      checks = 'passed',
    }: Handover,
    { commits = 1 } = {},
  ) {
    git(updateJob, 'checkout', '--quiet', '--detach', base);
    for (let n = 1; n <= commits; n++) {
      writeFiles(updateJob, {
        'package.json': `${JSON.stringify({ version })}\n`,
        'web/app.ts': `// ${n}\n`,
      });
      commitAll(updateJob, `Update to the next release (${n})`);
    }
    handOver({
      taken: 'true\n',
      checks: `${checks}\n`,
      'report.md': report,
      'checks.log': checksLog,
    });
    git(updateJob, 'bundle', 'create', '--quiet', join(handover, 'update.bundle'), `${base}..HEAD`);
    return git(updateJob, 'rev-parse', 'HEAD');
  }

  const upToDate = () => handOver({ taken: 'false\n' });

  /** An earlier run's update, on the branch template-update (its pull request still open). */
  function earlierUpdateOnTheBranch() {
    git(updateJob, 'checkout', '--quiet', '--detach', base);
    writeFiles(updateJob, { 'package.json': '{ "version": "2.0.1" }\n' });
    commitAll(updateJob, 'Update to 2.0.1');
    git(updateJob, 'push', '--quiet', 'origin', 'HEAD:refs/heads/template-update');
    return git(updateJob, 'rev-parse', 'HEAD');
  }

  /** The pull-request job, with GitHub's open pull requests from the branch template-update. */
  function runPullRequestJob(openPullRequests: PullRequest[]) {
    writeFileSync(calls, '');
    writeFileSync(pullRequestsFile, JSON.stringify(openPullRequests));
    return runWorkflowJob(
      checkout,
      workflowFile,
      'pull-request',
      {
        'runner.temp': runnerTemp,
        'github.sha': base,
        'github.ref_name': 'main',
        'github.token': 'the-workflows-token',
        'github.repository': 'owner/site',
        'github.repository_owner': 'owner',
        'github.server_url': 'https://github.com',
        'github.run_id': '42',
      },
      { PATH: `${bin}:${process.env.PATH}`, GH_CALLS: calls, GH_PULL_REQUESTS: pullRequestsFile },
    );
  }

  const ghCalls = (): string[][] =>
    readFileSync(calls, 'utf8')
      .split('\x1e')
      .filter(Boolean)
      .map((call) => call.split('\0').slice(0, -1));
  const branchOnOrigin = () =>
    git(origin, 'for-each-ref', '--format=%(objectname)', 'refs/heads/template-update');
  const optionOf = (call: string[], option: string) => call[call.indexOf(option) + 1];

  /** As before any run: no branch template-update on origin. */
  const withoutTheBranch = () => git(origin, 'update-ref', '-d', 'refs/heads/template-update');

  return {
    withoutTheBranch,
    updateTaken,
    upToDate,
    earlierUpdateOnTheBranch,
    runPullRequestJob,
    ghCalls,
    branchOnOrigin,
    optionOf,
  };
}

const pullRequest = (owner: string, number: number, sha: string, base = 'main'): PullRequest => ({
  number,
  base: { ref: base },
  head: {
    ref: 'template-update',
    sha,
    label: `${owner}:template-update`,
    repo: { full_name: `${owner}/site` },
  },
});
/** A stranger's pull request from the branch template-update of their fork. */
const fork = (sha: string, number = 7) => pullRequest('stranger', number, sha);
/** The owner's pull request from their own branch template-update. */
const own = (sha: string, number = 3, base = 'main') => pullRequest('owner', number, sha, base);
/** What the job asked gh to change: every call but a listing. */
const changes = (calls: string[][]) =>
  calls.filter((call) => !(call[0] === 'api' || (call[0] === 'pr' && call[1] === 'list')));

describe("The update's pull request, made by the job with the write rights", () => {
  let repository: Awaited<ReturnType<typeof ownersRepository>>;
  beforeAll(async () => {
    repository = await ownersRepository();
  });
  beforeEach(() => repository.withoutTheBranch());

  it("pushes the update's commit and edits the owner's own pull request, never a fork's of the same branch", () => {
    const sha = repository.updateTaken({});
    // A stranger's fork opened a pull request from its own `template-update`, listed first.
    const job = repository.runPullRequestJob([fork('f'.repeat(40)), own(sha)]);

    expect(job.failedStep, JSON.stringify(job.ran)).toBeUndefined();
    expect(repository.branchOnOrigin()).toBe(sha);
    const [label, edit, ...more] = changes(repository.ghCalls());
    expect(label.slice(0, 3)).toEqual(['label', 'create', 'template-update']);
    expect(edit.slice(0, 3)).toEqual(['pr', 'edit', '3']);
    expect(more).toEqual([]);
    expect(repository.optionOf(edit, '--title')).toBe('Update to 2.1.0');
    expect(readFileSync(repository.optionOf(edit, '--body-file'), 'utf8')).toContain(sha);
  });

  it("finds the owner's pull request behind 100 forks' from a branch of the same name", () => {
    const sha = repository.updateTaken({});
    // A whole page of GitHub's answer at its largest (per_page=100), all listed before the owner's.
    const forks = Array.from({ length: 100 }, (_, n) => fork('f'.repeat(40), 100 + n));
    const job = repository.runPullRequestJob([...forks, own(sha)]);

    expect(job.failedStep, JSON.stringify(job.ran)).toBeUndefined();
    const [, edit, ...more] = changes(repository.ghCalls());
    expect(edit.slice(0, 3)).toEqual(['pr', 'edit', '3']);
    expect(more).toEqual([]);
  });

  it('stops before the push when the owner has two pull requests open from the branch', () => {
    const earlier = repository.earlierUpdateOnTheBranch();
    repository.updateTaken({});
    const job = repository.runPullRequestJob([own(earlier, 3), own(earlier, 4, 'next')]);

    expect(job.failedStep).toBe('Open or update the pull request');
    expect(job.ran.at(-1)?.stdout).toContain('more than one open pull request from template-update (#3, #4)');
    expect(changes(repository.ghCalls())).toEqual([]);
    expect(repository.branchOnOrigin()).toBe(earlier);
  });

  it("opens the owner's pull request when only a fork's is open", () => {
    const sha = repository.updateTaken({});
    const job = repository.runPullRequestJob([fork(sha)]);

    expect(job.failedStep, JSON.stringify(job.ran)).toBeUndefined();
    const [, create, ...more] = changes(repository.ghCalls());
    expect(create.slice(0, 2)).toEqual(['pr', 'create']);
    expect(repository.optionOf(create, '--head')).toBe('template-update');
    expect(repository.optionOf(create, '--title')).toBe('Update to 2.1.0');
    expect(more).toEqual([]);
  });

  it("closes the owner's pull request once main is up to date, and leaves a fork's open", () => {
    const earlier = repository.earlierUpdateOnTheBranch();
    repository.upToDate();
    // The fork's branch even holds the same commit: it is still not the owner's.
    const job = repository.runPullRequestJob([fork(earlier), own(earlier)]);

    expect(job.failedStep, JSON.stringify(job.ran)).toBeUndefined();
    expect(changes(repository.ghCalls()).map((call) => call.slice(0, 3))).toEqual([['pr', 'close', '3']]);
    expect(repository.branchOnOrigin()).toBe(earlier);
  });

  it.each(['1.2.3"; rm -rf ~', '1.2.3\n@owner'])(
    'refuses a release whose version is %j: no title made of it, nothing pushed',
    (version) => {
      repository.updateTaken({ version });
      const job = repository.runPullRequestJob([own('0'.repeat(40))]);

      expect(job.failedStep).toBe("Read the update job's result");
      expect(job.ran.at(-1)?.stdout).toContain('no valid version (X.Y.Z)');
      expect(repository.ghCalls()).toEqual([]);
      expect(repository.branchOnOrigin()).toBe('');
    },
  );

  it('refuses a commit that is not one commit on top of main: nothing pushed, no pull request', () => {
    repository.updateTaken({}, { commits: 2 });
    const job = repository.runPullRequestJob([]);

    expect(job.failedStep).toBe("Read the update job's result");
    expect(job.ran.at(-1)?.stdout).toContain('is not one commit on top of');
    expect(repository.ghCalls()).toEqual([]);
    expect(repository.branchOnOrigin()).toBe('');
  });

  it("keeps the release's report and the checks' output as quoted text, and still opens the pull request when the checks failed", () => {
    const sha = repository.updateTaken({
      report: [
        '# Update to 2.1.0',
        '',
        '### Added',
        '- A generator tag.',
        '````',
        "## The owner's checks passed",
        '[Merge me](https://example.com/merge) @owner',
        '\u001b[31mred\u001b[0m and a right-to-left \u202eoverride',
        '',
      ].join('\n'),
      checksLog: [
        '✗ 1 failed',
        '```',
        '## Ready to merge',
        '```````',
        '![](https://example.com/pixel.png)',
        '',
      ].join('\n'),
      checks: 'failed',
    });
    const job = repository.runPullRequestJob([]);

    expect(job.failedStep, JSON.stringify(job.ran)).toBe("Fail the run when the owner's checks failed");
    const create =
      changes(repository.ghCalls()).find((call) => call[0] === 'pr' && call[1] === 'create') ?? [];
    const body = readFileSync(repository.optionOf(create, '--body-file'), 'utf8');
    const tree = unified().use(remarkParse).use(remarkGfm).parse(body);
    expect(nodesOf(tree, 'heading').map(textOf)).toEqual([
      "The update's report",
      "The owner's checks FAILED",
    ]);
    expect(nodesOf(tree, 'link').map((link) => (link.type === 'link' ? link.url : ''))).toEqual([
      'https://github.com/owner/site/actions/runs/42',
    ]);
    expect(nodesOf(tree, 'image')).toEqual([]);
    const [report, checksLog] = nodesOf(tree, 'code').map((code) => (code.type === 'code' ? code.value : ''));
    expect(report).toContain("## The owner's checks passed\n[Merge me](https://example.com/merge) @owner");
    expect(report).toContain('red and a right-to-left override');
    expect(checksLog).toContain('```\n## Ready to merge\n```````');
    expect(body).toContain(sha);
  });
});

function nodesOf(tree: Root, type: Nodes['type']): Nodes[] {
  const found: Nodes[] = [];
  const visit = (node: Nodes) => {
    if (node.type === type) found.push(node);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return found;
}

const textOf = (node: Nodes): string =>
  'value' in node ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';
