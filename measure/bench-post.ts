/**
 * `npm run bench -- --path /writing/<slug>/` (or `/<tag>/writing/<slug>/`): how long a weak phone
 * waits for a post, against the least it could; `--path /writing/` the same for the list of posts
 * (the last block its last entry). Two pages in alternation, under the portfolio's
 * conditions (./bench-load.ts):
 *   site    the post's page as built, served by the local Worker
 *   static  the same HTML with its scripts removed (the two inline colour-scheme scripts; the
 *           JSON-LD block stays), same origin, same server
 * Ready: the title, the last block of the post's body and the footer's last line are on screen.
 * A post's page is complete as built (no script adds to it), so its snapshot is its own HTML
 * rather than the browser's serialization of it, which would change attributes and entities.
 * The portfolio's other two pages do not apply: a post ships no script bundle, so there is no
 * JavaScript to download beside the HTML (same-bytes) nor to replace with a bare React page
 * (react-floor).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commentTurnstileLoader } from '../shared/responses-section.ts';
import { type LocalWorker, startLocalWorker } from '../testing/local-worker.ts';
import { alternate, launch, median, type Sample, spreadOf } from './bench-load.ts';

/** The "must hold": a post's time to content at most this times its static snapshot's. */
export const postTarget = 1.02;

const dist = 'dist/client';

/** What shows last of each part of a post's page, read from its static snapshot; `body` holds the blocks. */
type PostMarks = { title: string; body: string; lastBlock: string; footer: string };

/** Where the blocks of a collection's page are: a post's body, or a list's entries. */
const bodyOf = { entry: '.post__body', index: '.post-list' } as const;

/**
 * Runs in the page before anything else: notes when every mark has been painted. That is the
 * second animation frame after they are in the document, not the first (as the portfolio's
 * watcher takes): a frame's callbacks run before its style, layout and paint, and a post's site
 * page, whose inline script at the end lets the parser yield, ran them up to 300 ms (4× slowed)
 * before the paint, where its snapshot, parsed in one go, ran them just before it.
 */
function watchForPost(marks: PostMarks) {
  const w = window as unknown as { __contentShown?: number };
  const done = () =>
    document.querySelector('h1')?.textContent === marks.title &&
    (document.querySelector(marks.body)?.lastElementChild?.textContent ?? '') === marks.lastBlock &&
    document.querySelector('footer')?.lastElementChild?.textContent === marks.footer;
  const observer = new MutationObserver(() => {
    if (w.__contentShown === undefined && done()) {
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          w.__contentShown = performance.now();
        }),
      );
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** The page's HTML without its scripts; the JSON-LD data block is no script the browser runs. */
export const withoutScripts = (html: string) =>
  html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]+rel="(modulepreload|preload)"[^>]*>/g, '');

/**
 * A site already running, whose page is what its Worker serves rather than the built file: a post
 * showing responses (./responses-site.ts), whose snapshot must hold the same responses. `client`
 * is its assets' folder, where the snapshot goes.
 */
export type ServedSite = LocalWorker & { client: string };

export async function benchPost(
  pagePath: string,
  rounds: number,
  kind: keyof typeof bodyOf = 'entry',
  served?: ServedSite,
) {
  const html = served
    ? await (await fetch(served.url + pagePath)).text()
    : readFileSync(join(dist, `${pagePath.slice(1)}index.html`), 'utf8');
  const benchDir = join(served?.client ?? dist, '__bench');
  // The comment form's Turnstile loader is the one script such a page may have: it fetches
  // Turnstile only once the reader starts to write.
  const loader = html.includes(`src="${commentTurnstileLoader}"`);
  // Only the page's own scripts count: a post's code may show `import("/app.js")` as text.
  const scripts = [...html.matchAll(/<script[^>]*>[\s\S]*?<\/script>/g)].map(([script]) => script);
  const bundles = scripts
    .flatMap((script) => [...script.matchAll(/<script[^>]+src="([^"]+)"|import\("([^"]+)"\)/g)])
    .filter((bundle) => bundle[1] !== commentTurnstileLoader);
  if (bundles.length > 0)
    throw new Error(`${pagePath} names a script bundle, which a post's page must not: ${bundles[0][0]}`);
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(join(benchDir, 'static.html'), withoutScripts(html));

  const browser = await launch();
  const server = served ?? (await startLocalWorker({ persistTo: '.wrangler/bench-state' }));
  try {
    const pages = { site: pagePath, static: '/__bench/static' } as const;
    const marks = await marksOf(browser, server.url + pages.static, bodyOf[kind]);
    const samples = await alternate({
      browser,
      origin: server.url,
      pages,
      watcher: { script: watchForPost, marks },
      rounds,
    });
    const scripted = samples.site.filter((sample) => Number.isFinite(sample.jsRequested)).length;
    if (scripted > 0 && !loader)
      throw new Error(`${pagePath} fetched JavaScript in ${scripted} of ${rounds} rounds`);

    type Name = keyof typeof pages;
    const medianOf = (name: Name, pick: (sample: Sample) => number) => median(samples[name].map(pick));
    const shown = (name: Name) => medianOf(name, (sample) => sample.dataShown);
    console.log(
      `\nThe title, the body's last block and the footer of ${pagePath} showing (median of ${rounds} rounds, slow 4G, 4× CPU):`,
    );
    for (const name of Object.keys(pages) as Name[])
      console.log(
        `  ${name.padEnd(12)}${shown(name).toFixed(0).padStart(5)} ms  ${spreadOf(samples[name].map((s) => s.dataShown))}`,
      );
    const ratio = shown('site') / shown('static');
    console.log(
      `  site/static             ${ratio.toFixed(2)}  (target ≤ ${postTarget}: ${ratio <= postTarget ? 'met' : 'not met'})`,
    );
    // Each round loads the two pages one after the other, so their own ratio leaves out the
    // machine's slower and faster spells, which the medians of all rounds keep.
    const paired = median(
      samples.site.map((sample, round) => sample.dataShown / samples.static[round].dataShown),
    );
    console.log(`  site/static, by round    ${paired.toFixed(2)}  (median of the rounds' own ratios)`);
    if (loader)
      console.log(
        `  the site's page fetched the comment form's ${commentTurnstileLoader} in ${scripted} of ${rounds} rounds`,
      );
    console.log(
      '  same-bytes, react-floor not measured: a post ships no script bundle (only its inline colour-scheme scripts)',
    );
    const kinds = ['html', 'css', 'js', 'other'];
    const bytes = kinds.map(
      (kind) => `${kind} ${(medianOf('site', (s) => s.bytes[kind] ?? 0) / 1024).toFixed(1)} KB`,
    );
    console.log(`\nSite first view, bytes on the wire: ${bytes.join(', ')}`);
    console.log(
      `  first paint        site ${medianOf('site', (s) => s.fcp).toFixed(0)} ms, static ${medianOf('static', (s) => s.fcp).toFixed(0)} ms`,
    );
  } finally {
    if (!served) await server.stop();
    await browser.close();
    rmSync(benchDir, { recursive: true, force: true });
  }
}

/** The texts the watcher waits for, as the browser reads them from the static snapshot. */
async function marksOf(
  browser: Awaited<ReturnType<typeof launch>>,
  url: string,
  body: string,
): Promise<PostMarks> {
  const page = await browser.newPage();
  await page.goto(url);
  const marks = await page.evaluate(
    (body: string) => ({
      title: document.querySelector('h1')?.textContent ?? '',
      body,
      lastBlock: document.querySelector(body)?.lastElementChild?.textContent ?? '',
      footer: document.querySelector('footer')?.lastElementChild?.textContent ?? '',
    }),
    body,
  );
  await page.close();
  if (!marks.title || !marks.lastBlock || !marks.footer)
    throw new Error(`${url} has no title, no last block in ${body} or no footer to wait for`);
  return marks;
}
