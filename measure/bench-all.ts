/**
 * `npm run bench:all`: `npm run bench` for every kind of page the site has, each against its own
 * snapshot served the same way: each language's portfolio, each language's index of each collection
 * (the posts, the case studies), and each one's newest entry in each language. Runs them one after the other (a bench must have the machine to itself),
 * then prints each page's ratios side by side.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadSiteMap } from '../builder/build-model.ts';
import { newestFirst } from './newest-first.ts';

const pages = loadSiteMap().pages;
const paths = [
  ...pages.filter((page) => page.kind === 'portfolio'),
  ...pages.filter((page) => page.kind === 'index'),
  // Each collection's newest entry in each language (a post, a case study): the last one set is the newest.
  ...new Map(
    newestFirst(pages.filter((page) => page.kind === 'entry'))
      .toReversed()
      .map((page) => [`${page.collection} ${page.locale}`, page]),
  ).values(),
].map((page) => ({ path: page.path, kind: page.kind }));

const rows: string[] = [];
for (const { path, kind } of paths) {
  console.log(`\n━━ ${path} (${kind})`);
  const run = spawnSync(process.execPath, [join(import.meta.dirname, 'bench.ts'), '--path', path], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(run.stdout);
  if (run.status !== 0) throw new Error(`npm run bench -- --path ${path} failed (exit ${run.status})`);
  const ratio = (label: RegExp) => run.stdout.match(label)?.[1] ?? '?';
  rows.push(
    `  ${path.padEnd(48)}${kind.padEnd(11)}${ratio(/site\/static +([\d.]+)/).padStart(6)}${ratio(/site\/static, by round +([\d.]+)/).padStart(10)}`,
  );
}
console.log(
  `\nEvery kind of page, site / its static snapshot:\n  ${'page'.padEnd(48)}${'kind'.padEnd(11)}medians  by round`,
);
for (const row of rows) console.log(row);
