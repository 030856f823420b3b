/**
 * The owner's accent (content/site.json theme.accent), built and served as `npm start` does, in a
 * copy of the project: a pale yellow that could never be text on white. The built page takes its
 * hue, and every text stays readable (axe) in both schemes.
 */
import { spawnSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { parse, wcagContrast } from 'culori';
import { freePort, type Server, startServer } from '../scripts/lib/local-worker.ts';
import { content, expect, loadAndRevealAll, test } from './fixtures.ts';
import { copyProject, type ProjectCopy } from './project-copy.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const accent = '#fde047';
let project: ProjectCopy;
let server: Server;
let url: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  project = await copyProject();
  await project.writeContent('site.json', JSON.stringify({ ...content.site, theme: { accent } }, null, 2));
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: project.dir, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = await startServer({
    args: ['scripts/serve.ts'],
    cwd: project.dir,
    env: { PORT: String(port) },
    ready: `${url}/api/about`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await project?.remove();
});

const button = (page: import('@playwright/test').Page) =>
  page.getByRole('link', { name: 'Get In Touch' }).first();
const colours = (page: import('@playwright/test').Page) =>
  button(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('the built page takes the accent’s hue at a readable shade', async ({ page }) => {
      await page.goto(url);
      const { background, text } = await colours(page);
      const hue = parse(background);
      expect(hue, background).toBeDefined();
      // Yellow to olive: red and green well above blue; never the page's default blue.
      const rgb = hue as { r: number; g: number; b: number };
      expect(rgb.r).toBeGreaterThan(rgb.b);
      expect(rgb.g).toBeGreaterThan(rgb.b);
      expect(wcagContrast(text, background)).toBeGreaterThanOrEqual(4.5);
    });

    test('prints black on white, whatever the accent', async ({ page }) => {
      await page.goto(url);
      await page.emulateMedia({ media: 'print' });
      const link = page.locator('#projects a').first();
      await expect(link).toBeVisible();
      expect(await link.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
    });

    test('has no WCAG 2.2 A/AA violations with the accent', async ({ page }) => {
      await loadAndRevealAll(page, url);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  });
}
