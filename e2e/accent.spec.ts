/**
 * The owner's accent (content/site.json theme.accent), built and served as `npm start` does: the
 * variant portfolio's (e2e/variant-site.ts), a pale yellow that could never be text on white. The
 * built page takes its hue, and every text stays readable (axe) in both schemes.
 */
import { parse, wcagContrast } from 'culori';
import { expect, loadAndRevealAll, showInScheme } from './fixtures.ts';
import { test, variantSite } from './variant-site.ts';
import { axeViolations } from './wcag.ts';

const { url } = variantSite;

test.describe.configure({ timeout: 180_000 });

const button = (page: import('@playwright/test').Page) =>
  page.getByRole('link', { name: 'Get In Touch' }).first();
const colours = (page: import('@playwright/test').Page) =>
  button(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });

// One load serves both schemes: the page follows the system's scheme live.
test('the built page takes the accent’s hue at a readable shade, and prints black on white, in both schemes', async ({
  page,
}) => {
  await page.goto(url);
  for (const colorScheme of ['light', 'dark'] as const) {
    await showInScheme(page, colorScheme);
    const { background, text } = await colours(page);
    const hue = parse(background);
    expect(hue, background).toBeDefined();
    // Yellow to olive: red and green well above blue; never the page's default blue.
    const rgb = hue as { r: number; g: number; b: number };
    expect(rgb.r, colorScheme).toBeGreaterThan(rgb.b);
    expect(rgb.g, colorScheme).toBeGreaterThan(rgb.b);
    expect(wcagContrast(text, background), colorScheme).toBeGreaterThanOrEqual(4.5);

    await page.emulateMedia({ media: 'print' });
    const link = page.locator('#projects a').first();
    await expect(link).toBeVisible();
    expect(await link.evaluate((element) => getComputedStyle(element).color), colorScheme).toBe(
      'rgb(0, 0, 0)',
    );
    await page.emulateMedia({ media: 'screen' });
  }
});

test('has no WCAG 2.2 A/AA violations with the accent, in the light and the dark scheme', async ({
  page,
}) => {
  await loadAndRevealAll(page, url);
  for (const colorScheme of ['light', 'dark'] as const) {
    await showInScheme(page, colorScheme);
    expect.soft(await axeViolations(page), colorScheme).toEqual([]);
  }
});
