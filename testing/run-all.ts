/**
 * `npm test`: every check of the project in one run. It keeps going after a failure so the
 * summary shows everything that is red, exits non-zero on any failure, and ends with one line
 * of totals over all suites: "N passed, N failed".
 *
 * One part alone, for a quick loop: `npm run test:unit`, `npm run test:e2e`, `npm run test:content`
 * (`node testing/run-all.ts PART...`). Only the `content` part reads the owner's content/: every
 * other test brings its own (testing/fixtures/content).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { runCounts } from '../builder/run-counts.ts';
import { chromiumPath } from './chromium.ts';

const parts = ['static', 'unit', 'e2e', 'content'] as const;
type Part = (typeof parts)[number];
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !parts.includes(part as Part));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}: choose from ${parts.join(', ')}`);
  process.exit(2);
}
const running = (part: Part) => asked.length === 0 || asked.includes(part);

if (running('e2e') && !existsSync(chromiumPath)) {
  console.error(`Chromium is missing at ${chromiumPath}; the browser tests need it. Install it with:`);
  console.error('  sudo apt-get update && sudo apt-get install -y chromium');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

type Result = { name: string; passed: number; failed: number; seconds: number; counted: string };
const results: Result[] = [];
const reports = 'test-results';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * Runs a part; what its tests and tools record (builder/run-counts.ts) goes to a file of its own,
 * read back as e.g. "0 site builds, 1 server start, 4 wrangler launches".
 */
function run(name: string, command: string) {
  const started = Date.now();
  const countsFile = resolve(reports, `counts-${name.replace(/\W+/g, '-')}.log`);
  rmSync(countsFile, { force: true });
  const { status } = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      PORTFOLIO_RUN_COUNTS: countsFile,
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --require ${resolve('testing/count-launches.cjs')}`.trim(),
    },
  });
  const lines = existsSync(countsFile) ? readFileSync(countsFile, 'utf8').split('\n') : [];
  const counted = runCounts
    .map((kind) => {
      const n = lines.filter((line) => line === kind).length;
      return `${n} ${kind}${n === 1 ? '' : kind.endsWith('h') ? 'es' : 's'}`;
    })
    .join(', ');
  return { ok: status === 0, seconds: (Date.now() - started) / 1000, counted };
}

/** A check without test cases of its own counts as one test. */
function check(name: string, command: string) {
  console.log(`\n━━ ${name}: ${command}`);
  const { ok, seconds, counted } = run(name, command);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds, counted });
  return ok;
}

type Counts = [passed: number, failed: number, failedTitles: string[]];
/** Every test named in the summary when it fails: CI shows the end of the output only. */
const failedTitles: string[] = [];

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
};
/**
 * A file that failed outside its tests (an import, a `beforeAll`) fails as one, with the first
 * lines of its error: its tests are only "skipped" in the report, and CI shows the end alone.
 */
const vitestCounts = (json: VitestReport): Counts => {
  const relative = (name: string) => name.replace(`${process.cwd()}/`, '');
  const brokenFiles = json.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  return [
    json.numPassedTests,
    json.numFailedTests + brokenFiles.length,
    [
      ...json.testResults.flatMap((file) =>
        file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => `${relative(file.name)} › ${test.fullName}`),
      ),
      ...brokenFiles.map(
        (file) =>
          `${relative(file.name)} failed before its tests:\n    ${file.message.split('\n').slice(0, 25).join('\n    ')}`,
      ),
    ],
  ];
};

type PlaywrightSuite = {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results?: { errors?: { message?: string }[] }[] }[];
  }[];
  suites?: PlaywrightSuite[];
};
/** The first lines of a failed test's first error, without colours: CI shows the end alone. */
const firstError = (results: { errors?: { message?: string }[] }[] = []): string => {
  const message = results.flatMap((result) => result.errors ?? []).find((error) => error.message)?.message;
  if (!message) return '';
  const lines = stripVTControlCharacters(message).split('\n').slice(0, 12);
  return `\n    ${lines.join('\n    ')}`;
};

/**
 * Passed, and failed: a test that failed, passed only on a retry, or was not run (the tests of a
 * serial file after one that failed, which Playwright skips).
 */
const playwrightCounts = (json: { suites: PlaywrightSuite[] }): Counts => {
  const tests = (
    suite: PlaywrightSuite,
    path: string[],
  ): { title: string; status: string; error: string }[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        title: [`${spec.file}:${spec.line}`, ...path, spec.title].join(' › '),
        status: test.status,
        error: firstError(test.results),
      })),
    ),
    ...(suite.suites ?? []).flatMap((inner) => tests(inner, [...path, inner.title])),
  ];
  const all = json.suites.flatMap((suite) => tests(suite, []));
  const failed = all.filter((test) => test.status !== 'expected');
  return [
    all.length - failed.length,
    failed.length,
    failed.map(
      (test) => `${test.title} (${test.status === 'skipped' ? 'not run' : test.status})${test.error}`,
    ),
  ];
};

/** A suite reports its own counts in a JSON file; a run that wrote none counts as one failure. */
function suite(name: string, command: string, report: string, count: (json: never) => Counts) {
  console.log(`\n━━ ${name}: ${command}`);
  const { ok, seconds, counted } = run(name, command);
  let [passed, failed, titles]: Counts = [0, 1, [`${name}: wrote no report`]];
  if (existsSync(report)) [passed, failed, titles] = count(JSON.parse(readFileSync(report, 'utf8')) as never);
  if (!ok && failed === 0) [failed, titles] = [1, [`${name}: exited with an error`]];
  failedTitles.push(...titles);
  results.push({ name, passed, failed, seconds, counted });
}

if (running('static')) {
  check('types', 'wrangler types --strict-vars=false worker/worker-configuration.d.ts > /dev/null && tsc -b');
  check('lint and import boundaries', 'biome check .');
  check('workflows', 'node testing/check-workflows.ts');
}
if (running('unit'))
  suite(
    'unit',
    `vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
    `${reports}/vitest.json`,
    vitestCounts,
  );
// The browser tests build the fixture content themselves (playwright.config.ts webServer).
if (running('e2e')) suite('browser', 'playwright test', `${reports}/playwright.json`, playwrightCounts);
// Last, so dist/ is left holding the owner's build.
if (running('content')) {
  if (check("build of the owner's content", 'npm run build')) {
    check('valid HTML', "html-validate 'dist/client/**/index.html' dist/client/404.html");
    check('budgets', 'node measure/budgets.ts');
    suite(
      "owner's build",
      `vitest run --config testing/owner-build/vitest.config.ts --reporter=default --reporter=json --outputFile.json=${reports}/owner-build.json`,
      `${reports}/owner-build.json`,
      vitestCounts,
    );
  } else
    results.push({
      name: "owner's build (not run: build failed)",
      passed: 0,
      failed: 1,
      seconds: 0,
      counted: '',
    });
}

const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
if (failedTitles.length > 0) {
  console.log('\n━━ Failed');
  for (const title of failedTitles) console.log(`  ${title}`);
}
console.log('\n━━ Summary');
for (const r of results) {
  const mark = r.failed ? 'FAIL' : 'ok  ';
  console.log(
    `  ${mark} ${r.name.padEnd(34)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1).padStart(6)}s  ${r.counted}`,
  );
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed ? 1 : 0);
