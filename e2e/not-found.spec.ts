import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test('a path that names nothing answers 404 with a small page that links home', async ({ page }) => {
  // The 404 itself is logged by the browser as a failed resource; that is the point here.
  test.info().annotations.push({ type: 'expects-console-error' });
  const response = await page.goto('/downloads/old-name.pdf');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#home')).toBeVisible();
});

test('an unknown /api path stays a JSON 404', async ({ request }) => {
  const response = await request.get('/api/old-endpoint');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: 'Nothing at GET /api/old-endpoint.' });
});

/** What a visitor sees of a page's look: its background, text, font, and its primary action's colours. */
const lookOf = (page: Page, action: string) =>
  page.evaluate((actionSelector) => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
    return {
      background: style('body').backgroundColor,
      text: style('h1').color,
      font: style('body').fontFamily,
      action: [style(actionSelector).backgroundColor, style(actionSelector).color],
    };
  }, action);

for (const { colorScheme, kept } of [
  { colorScheme: 'light', kept: undefined },
  { colorScheme: 'dark', kept: undefined },
  // A visitor who chose dark on a light system keeps it here too (shared/color-scheme.ts).
  { colorScheme: 'light', kept: 'dark' },
] as const) {
  test(`an unknown language path answers 404 in the site's look (${colorScheme} system, ${kept ?? 'no'} choice kept)`, async ({
    page,
    consoleErrors,
  }) => {
    test.info().annotations.push({ type: 'expects-console-error' });
    await page.emulateMedia({ colorScheme });
    if (kept) await page.addInitScript((choice) => localStorage.setItem('theme', choice), kept);
    await page.goto('/');
    const site = await lookOf(page, '.button--primary');
    const response = await page.goto('/xx/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await lookOf(page, 'main a')).toEqual(site);
    // Only the 404 itself: no stylesheet, font or script refused by the page's CSP.
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 404/)]);
  });
}
