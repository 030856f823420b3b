/**
 * The owner's accent (content/site.json theme.accent), built and served as `npm start` does: the
 * variant portfolio's (e2e/variant-site.ts), a pale yellow that could never be text on white. The
 * built page takes its hue, and every text stays readable (axe) in both schemes.
 */
import { parse, wcagContrast } from 'culori';
import { expect, loadAndRevealAll, test } from './fixtures.ts';
import { standInForCloudflare, variantSite } from './variant-site.ts';
import { axeViolations } from './wcag.ts';

const { url } = variantSite;

test.describe.configure({ timeout: 180_000 });

// The variant's form loads Turnstile once it comes near: answered offline by the stand-in.
test.beforeEach(({ page }) => standInForCloudflare(page));

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
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
