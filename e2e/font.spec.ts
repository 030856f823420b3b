/**
 * The owner's font (content/site.json theme.font), built and served as `npm start` does: the
 * variant portfolio's (e2e/variant-site.ts), Inter. The page preloads its one file, draws its text
 * in it, and nothing moves when it arrives late, because the fallback drawn meanwhile is sized to it.
 */
import { content, expect, framesDrawn, layoutShifts, watchLayoutShifts } from './fixtures.ts';
import { variantSite as served, test } from './variant-site.ts';

test.describe.configure({ timeout: 180_000 });

const fontFile = /\/assets\/inter-latin-wght-normal\.[0-9a-f]{10}\.woff2$/;

test('preloads the font’s one Latin file, long-cached, and draws the page in it', async ({ page }) => {
  const fontResponses: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2'))
      fontResponses.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
  });
  await page.goto(served.url);
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('type', 'font/woff2');
  await expect(preload).toHaveAttribute('crossorigin', '');
  const href = (await preload.getAttribute('href')) ?? '';
  expect(href).toMatch(fontFile);

  await page.evaluate(() => document.fonts.ready);
  const title = page.getByRole('heading', { level: 1 });
  expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^"Inter Variable", "Inter Variable Fallback"/,
  );
  expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"'))).toBe(true);
  // Fetched once: the stylesheet's request is answered by the preload.
  expect(fontResponses.map(({ url }) => new URL(url).pathname)).toEqual([href]);
  expect(fontResponses[0].cacheControl).toContain('immutable');
});

for (const width of [320, 1440]) {
  test(`nothing shifts when the font arrives late, at ${width} px (CLS 0)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShifts(page);
    // Long after the first paint, and after the data, so the swap is a change of its own.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(fontFile, async (route) => {
      await held;
      await route.continue();
    });
    // Not until `load`: a preload still held back delays it.
    await page.goto(served.url, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#projects')).toContainText(content.projects[0].title);
    // The page's script starts after the first paint and hides what is below the fold until it is
    // scrolled to (a transform, not a shift): measure once it has.
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    await expect(page.locator('#about')).toHaveClass(/\breveal\b/);
    // Where the text below the title starts: it moves if the title takes another line.
    const positions = () =>
      page.evaluate(() =>
        ['.hero__tagline', '.hero__actions', '#about'].map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return { selector, top: box?.top, left: box?.left };
        }),
      );
    const before = await positions();
    expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"'))).toBe(false);

    release();
    await page.waitForFunction(() => document.fonts.check('700 16px "Inter Variable"'));
    await framesDrawn(page);
    expect(await positions()).toEqual(before);
    expect(await layoutShifts(page)).toBe(0);
  });
}
