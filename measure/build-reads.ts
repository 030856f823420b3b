/**
 * `npm exec -- node measure/build-reads.ts [--content <dir>]`: how often `npm run build` reads each
 * file of a content folder (default: the fixture content, testing/fixtures/content; `--content
 * content` for the owner's). It runs the build in this project under strace (-f: every process and
 * thread) and counts, per file in the folder (every JSON file and picture, translations' subfolders
 * included), the successful open() and openat() calls: an open is the proxy for "read and parsed"
 * (a JSON file) or "read and planned" (a picture; sharp/libvips may open one picture more than once
 * for one read). Failed opens (ENOENT…) and directory opens (O_DIRECTORY) are not counted; neither
 * are stat(), access() or readdir(). Each count is split by the build step (the commands of
 * package.json's "build" script) whose process opened it. Also prints the build's wall time, which
 * strace lengthens. The build writes dist/ as `npm run build` does.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contentDir as ownersContent } from '../builder/content/content-folder.ts';
import { fixtureContentDir } from '../testing/fixture-content.ts';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { content: { type: 'string', default: fixtureContentDir } } });
const contentDir = realpathSync(resolve(values.content));
const files = readdirSync(contentDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
  .sort();

// The build's steps, as package.json runs them: `node builder/prerender.ts` is told by its script.
const buildScript: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.build;
const steps = buildScript.split('&&').map((command) => command.trim().replace(/^node /, ''));
const stepOf = (argv: string) => steps.find((step) => argv.includes(JSON.stringify(step.split(' ')[0])));

const traceDir = mkdtempSync(join(tmpdir(), 'build-reads-'));
const trace = join(traceDir, 'strace.txt');
const started = performance.now();
const build = spawnSync(
  '/usr/bin/strace',
  [
    '-f',
    '-s',
    '512',
    '-e',
    'trace=openat,open,execve,clone,clone3,fork,vfork',
    '-o',
    trace,
    'npm',
    'run',
    'build',
  ],
  {
    cwd: root,
    encoding: 'utf8',
    // The owner's build reads content/ (or the sample) unless told otherwise; only another folder is named.
    env:
      contentDir === realpathSync(ownersContent) ? process.env : { ...process.env, CONTENT_DIR: contentDir },
    maxBuffer: 64 * 1024 * 1024,
  },
);
const seconds = (performance.now() - started) / 1000;
if (build.status !== 0) {
  console.error(`npm run build failed (${build.status ?? build.signal}):\n${build.stdout}\n${build.stderr}`);
  rmSync(traceDir, { recursive: true, force: true });
  process.exit(1);
}

// strace -f splits a call that another thread interrupts into "<unfinished ...>" and "<... resumed>".
const pending = new Map<string, string>();
const calls: { pid: string; name: string; args: string; result: string }[] = [];
for (const raw of readFileSync(trace, 'utf8').split('\n')) {
  const [, pid, rest] = /^(\d+)\s+(.*)$/.exec(raw) ?? [];
  if (pid === undefined) continue;
  if (rest.endsWith('<unfinished ...>')) {
    pending.set(pid, rest.slice(0, -'<unfinished ...>'.length));
    continue;
  }
  const line = rest.startsWith('<...')
    ? (pending.get(pid) ?? '') + rest.replace(/^<\.\.\. \w+ resumed>/, '')
    : rest;
  const [, name, args, result] = /^(\w+)\((.*)\)\s+=\s+(-?\d+)/.exec(line) ?? [];
  if (name !== undefined && Number(result) >= 0) calls.push({ pid, name, args, result });
}
// A process is in the step its command names, or else in its parent's (a thread, or a tool a step runs).
const parentOf = new Map<string, string>();
const ownStep = new Map<string, string>();
for (const { pid, name, args, result } of calls) {
  if (/^(clone3?|v?fork)$/.test(name)) parentOf.set(result, pid);
  const step = name === 'execve' ? stepOf(args) : undefined;
  if (step !== undefined) ownStep.set(pid, step);
}
const stepOfPid = (pid: string | undefined): string =>
  pid === undefined ? '(npm)' : (ownStep.get(pid) ?? stepOfPid(parentOf.get(pid)));
/** A path as strace prints it: C escapes, octal for bytes outside ASCII. */
const unescaped = (text: string) =>
  Buffer.from(
    text.replace(/\\([0-7]{1,3}|x[0-9a-f]{2}|.)/g, (_, code: string) =>
      /^[0-7]/.test(code)
        ? String.fromCharCode(Number.parseInt(code, 8))
        : code[0] === 'x'
          ? String.fromCharCode(Number.parseInt(code.slice(1), 16))
          : (({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[code] ?? code),
    ),
    'latin1',
  ).toString('utf8');
const opens = new Map<string, Map<string, number>>(files.map((file) => [file, new Map()]));
for (const { pid, name, args } of calls) {
  if (!/^open(at)?$/.test(name) || args.includes('O_DIRECTORY')) continue;
  const path = /"((?:[^"\\]|\\.)*)"/.exec(args)?.[1];
  const counts = path === undefined ? undefined : opens.get(resolve(root, unescaped(path)));
  const step = stepOfPid(pid);
  counts?.set(step, (counts.get(step) ?? 0) + 1);
}
rmSync(traceDir, { recursive: true, force: true });

console.log(`Opens per file of ${contentDir} during npm run build (under strace):`);
let total = 0;
for (const [file, byStep] of opens) {
  const count = [...byStep.values()].reduce((sum, n) => sum + n, 0);
  total += count;
  const split = [...byStep].map(([step, n]) => `${step} ${n}`).join(', ');
  console.log(`${String(count).padStart(4)}  ${relative(contentDir, file)}${split ? `  (${split})` : ''}`);
}
console.log(`${String(total).padStart(4)}  in all, ${files.length} files`);
console.log(`Build wall time under strace: ${seconds.toFixed(1)} s`);
