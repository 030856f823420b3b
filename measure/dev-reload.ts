/**
 * `npm exec -- node measure/dev-reload.ts [--saves 5] [--page]`: how long `npm run dev` takes to
 * show a content edit. In a throwaway copy of the project whose content/ is the fixture content
 * (e2e/project-copy.ts), it starts `npm run dev` on a free port; once /api/about answers, it saves
 * content/about.json `--saves` times, each with a new first paragraph, and times from the end of
 * the write until GET /api/about answers the new text (polled every 20 ms). With --page, a
 * Chromium tab on / is reloaded meanwhile, as fast as it loads, until its #about section shows the
 * text (the page takes that text from /api/about). Needs npm exec or npm run (it starts npm with
 * npm_execpath). Each wait gives up after 30 s; the server and the copy go on any end.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { copyProject, type ProjectCopy } from '../e2e/project-copy.ts';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { freePort, type Server, startServer } from '../testing/local-worker.ts';

const { values } = parseArgs({
  options: { saves: { type: 'string', default: '5' }, page: { type: 'boolean', default: false } },
});
const saves = Number(values.saves);
const npm = process.env.npm_execpath;
if (npm === undefined) throw new Error('Run it through npm: npm exec -- node measure/dev-reload.ts');
const timeoutMs = 30_000;

/** Milliseconds from now until `shows()` is true, asking every `everyMs`. */
async function timeUntil(shows: () => Promise<boolean>, everyMs: number, started: number): Promise<number> {
  while (performance.now() - started < timeoutMs) {
    if (await shows().catch(() => false)) return performance.now() - started;
    await sleep(everyMs);
  }
  throw new Error(`not shown within ${timeoutMs / 1000} s`);
}

const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  const ms = (t: number) => `${Math.round(t)} ms`;
  console.log(
    `${label}: ${times.map(ms).join(', ')}\n  min ${ms(sorted[0])}, median ${ms(median)}, max ${ms(sorted.at(-1) ?? 0)}`,
  );
};

let project: ProjectCopy | undefined;
let dev: Server | undefined;
let browser: Browser | undefined;
const cleanUp = async () => {
  await browser?.close();
  await dev?.stop();
  await project?.remove();
};
process.once('SIGINT', () => cleanUp().finally(() => process.exit(130)));
try {
  project = await copyProject();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedDev = performance.now();
  dev = await startServer({
    args: [npm, 'run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    cwd: project.dir,
    ready: `${url}/api/about`,
  });
  console.log(`npm run dev answered /api/about after ${Math.round(performance.now() - startedDev)} ms`);
  const about = (await project.readContent('about.json')) as { content: string[] };
  const page = values.page
    ? await (async () => {
        browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
        const tab = await browser.newPage();
        await tab.goto(url);
        return tab;
      })()
    : undefined;
  const apiTimes: number[] = [];
  const pageTimes: number[] = [];
  let previous = about.content[0];
  for (let save = 1; save <= saves; save++) {
    const text = `Measured reload ${save} at ${Date.now()}.`;
    const content = [text, ...about.content.slice(1)];
    await project.writeContent('about.json', JSON.stringify({ ...about, content }, null, 2));
    const saved = performance.now();
    const [apiTime, pageTime] = await Promise.all([
      timeUntil(async () => (await (await fetch(`${url}/api/about`)).text()).includes(text), 20, saved),
      page &&
        timeUntil(
          async () => {
            await page.reload();
            // The section shows the old or the new text once its data has come.
            const shown = await page.waitForFunction(
              ([old, text]) => {
                const about = document.querySelector('#about')?.textContent ?? '';
                return (about.includes(text) && 'new') || (about.includes(old) && 'old');
              },
              [previous, text],
              { timeout: 5_000 },
            );
            return (await shown.jsonValue()) === 'new';
          },
          0,
          saved,
        ),
    ]);
    apiTimes.push(apiTime);
    if (pageTime !== undefined) pageTimes.push(pageTime);
    console.log(
      `save ${save}: /api/about ${Math.round(apiTime)} ms${pageTime === undefined ? '' : `, page ${Math.round(pageTime)} ms`}`,
    );
    previous = text;
    // Lets the watcher and the Worker settle before the next save.
    await sleep(500);
  }
  summary('From save to /api/about answering the new text', apiTimes);
  if (pageTimes.length > 0) summary('From save to / showing it', pageTimes);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (dev) console.error(`npm run dev printed:\n${dev.output()}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
