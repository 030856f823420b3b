/**
 * `npm run lighthouse -- --floors`: beside each page, in the same runs, the least a page can cost
 * this machine in Lighthouse's simulation, so that a target of the page is read against the floor
 * under it:
 *   blank             a page of one line: Chromium's own work for any navigation
 *   snapshot          the page as served with its scripts removed (./bench-post.ts withoutScripts)
 *   snapshot + React  for a page with a script bundle (the portfolio), that snapshot running
 *                     React 19 alone, starting with nothing to hydrate (./react-alone.ts): what
 *                     any React page pays before its own code runs
 * They are plain assets of the same server, under /__lighthouse/ (no Worker-first route matches).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutScripts } from './bench-post.ts';
import { buildStandInScript } from './stand-in-script.ts';

const dist = 'dist/client';
const floorsDir = join(dist, '__lighthouse');

/** A floor page: its label, where it is served, and the page it lies under (none: the blank page). */
export type Floor = { label: string; url: string; under?: string };

/** Writes each page's floors and the blank page into dist/client, and gives them. */
export async function writeFloors(pagePaths: string[]): Promise<Floor[]> {
  removeFloors();
  mkdirSync(floorsDir, { recursive: true });
  await buildStandInScript('react-alone', floorsDir);
  writeFileSync(
    join(floorsDir, 'blank.html'),
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A blank page"><title>Blank</title><p>A blank page.</p></html>',
  );
  const floors: Floor[] = [{ label: 'blank page', url: '/__lighthouse/blank' }];
  pagePaths.forEach((path, index) => {
    const page = readFileSync(join(dist, path, 'index.html'), 'utf8');
    const snapshot = withoutScripts(page);
    writeFileSync(join(floorsDir, `${index}-snapshot.html`), snapshot);
    floors.push({ label: `${path} snapshot`, url: `/__lighthouse/${index}-snapshot`, under: path });
    // Only a page that runs React (the portfolio) has React's start under it: a post has no script bundle.
    if (!/\/assets\/[^"]+\.js/.test(page)) return;
    const withReact = snapshot.replace(
      '</head>',
      '<script type="module" src="/__lighthouse/react-alone.js"></script></head>',
    );
    writeFileSync(join(floorsDir, `${index}-react.html`), withReact);
    floors.push({ label: `${path} snapshot + React`, url: `/__lighthouse/${index}-react`, under: path });
  });
  return floors;
}

export function removeFloors() {
  rmSync(floorsDir, { recursive: true, force: true });
}
