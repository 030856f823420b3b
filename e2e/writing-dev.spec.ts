/**
 * Writing in `npm run dev`, in a copy of the project with the fixture's posts: the owner reads a
 * draft and a post dated later, marked as drafts, and a saved post shows on its open page.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fixtureWritingDir } from '../testing/fixture-content.ts';
import type { Server } from '../testing/local-worker.ts';
import { expect, test } from './fixtures.ts';
import { copyProject, type ProjectCopy, startDev } from './project-copy.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let project: ProjectCopy;
let dev: Server;
let url: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  project = await copyProject();
  await cp(fixtureWritingDir, join(project.dir, 'content'), { recursive: true });
  ({ server: dev, url } = await startDev(project));
});

test.afterAll(async () => {
  await dev?.stop();
  await project?.remove();
});

test('shows a draft and a post dated later, marked as drafts, in the list and on their pages', async ({
  page,
}) => {
  await page.goto(`${url}/writing/`);
  for (const title of ['Notes not ready yet', 'A post from the future']) {
    const item = page.locator('li', { hasText: title });
    await expect(item).toContainText('Draft');
  }
  await expect(page.locator('li', { hasText: 'Building a portfolio' })).not.toContainText('Draft');
  await page.getByRole('link', { name: 'Notes not ready yet' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes not ready yet');
  await expect(page.locator('.post-draft')).toHaveText('Draft');
  // Its picture too, which the build leaves out with it.
  const sketch = page.getByRole('img', { name: 'A sketch of the idea' });
  await expect(sketch).toHaveJSProperty('complete', true);
  expect(await sketch.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/images\/post-draft-sketch-300\./,
  );
  expect(await sketch.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Styled as the build styles it: the top bar is the portfolio's.
  await expect(page.locator('.top-bar')).toHaveCSS('position', 'fixed');
});

test('a saved post shows on its open page, without a hand reload', async ({ page }) => {
  await page.goto(`${url}/writing/building-a-portfolio/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Building a portfolio/);
  const file = join(project.dir, 'content', 'writing', 'building-a-portfolio.md');
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace('title: Building a portfolio', 'title: Rebuilding a portfolio'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Rebuilding a portfolio/);
  await writeFile(file, text);
});

test('a post that breaks the content check says so on its page, which comes back once fixed', async ({
  page,
}) => {
  // While the post is broken the page's modules cannot load: the browser logs the failed requests.
  test.info().annotations.push({ type: 'expects-console-error' });
  const file = join(project.dir, 'content', 'writing', 'web-performance-india.md');
  const text = await readFile(file, 'utf8');
  await page.goto(`${url}/writing/web-performance-india/`);
  await writeFile(file, text.replace('date: 2025-02-10', 'date: 2025-02-30'));
  const line = 'content/writing/web-performance-india.md: $.date: is not a real calendar date';
  await expect.poll(() => dev.output()).toContain(line);
  await expect(page.locator('vite-error-overlay')).toContainText(line);
  await writeFile(file, text);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('भारत में वेब प्रदर्शन');
});
