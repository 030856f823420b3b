import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const white = 'rgb(255, 255, 255)';

test.describe('with the system in light', () => {
  test.use({ colorScheme: 'light' });

  test('a chosen dark scheme survives a reload, and applies and changes before and without the page’s JavaScript', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await background(page)).toBe(white);
    const control = page.getByRole('combobox', { name: 'Colour scheme' });
    await expect(control).toHaveValue('system');
    // By keyboard, as a screen-reader user would.
    await control.focus();
    await control.selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await background(page);
    expect(dark).not.toBe(white);

    await page.reload();
    await expect(control).toHaveValue('dark');
    expect(await background(page)).toBe(dark);

    // The page's bundle blocked: the choice still applies, from the inline script in <head>.
    await page.route('**/assets/*.js', (route) => route.abort());
    test.info().annotations.push({ type: 'expects-console-error' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await background(page)).toBe(dark);
    // And the switch works without it, as before the page's script has run: its inline script.
    await expect(control).toHaveValue('dark');
    await control.selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await background(page)).toBe(white);
  });

  test('printing stays light whatever the choice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Colour scheme' }).selectOption('dark');
    await page.emulateMedia({ media: 'print' });
    expect(await background(page)).toBe(white);
  });
});

test.describe('with the system in dark', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system until light is chosen', async ({ page }) => {
    await page.goto('/');
    expect(await background(page)).not.toBe(white);
    await page.getByRole('combobox', { name: 'Colour scheme' }).selectOption('light');
    expect(await background(page)).toBe(white);
    await page.getByRole('combobox', { name: 'Colour scheme' }).selectOption('system');
    expect(await background(page)).not.toBe(white);
  });
});
