import { expect, languagePages, loadAndRevealAll, showInScheme, test } from './fixtures.ts';
import { runHtmlcs } from './htmlcs.ts';
import { axeViolations } from './wcag.ts';

// Every language's page of the content under test, the right-to-left one included: each is its own
// document, with its own words, lengths and direction.
for (const { path, page: language } of languagePages)
  test.describe(path, () => {
    // One load serves both schemes (the page follows the system's live) and the two checks in
    // each: each is a step, and each failure is reported (soft).
    test('has no WCAG 2.2 A/AA violations (axe) nor HTML_CodeSniffer WCAG2AA errors, in the light and the dark scheme; keyboard users can skip to the content and see where focus is', async ({
      page,
    }, testInfo) => {
      // Four checks on one load: the time of the four tests it replaced.
      test.slow();
      await loadAndRevealAll(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.site.heroTitle);
      for (const colorScheme of ['light', 'dark'] as const) {
        await showInScheme(page, colorScheme);
        await test.step(`axe: no WCAG 2.2 A/AA violations in the ${colorScheme} scheme`, async () => {
          expect.soft(await axeViolations(page), colorScheme).toEqual([]);
        });

        // A second engine, as pa11y runs it: HTML_CodeSniffer checks things axe does not (H98: an
        // autocomplete token must suit the control's type). Its warnings and notices ask for a human
        // check, so only its errors fail; the whole report is attached.
        await test.step(`HTML_CodeSniffer: no WCAG2AA errors in the ${colorScheme} scheme`, async () => {
          const { issues, durationMs } = await runHtmlcs(page);
          await testInfo.attach(`htmlcs-report-${colorScheme}`, {
            body: JSON.stringify({ durationMs, issues }, null, 2),
            contentType: 'application/json',
          });
          const errors = issues
            .filter((issue) => issue.type === 'error')
            .map((issue) => `${issue.code} at ${issue.selector}: ${issue.message} ${issue.context}`);
          expect.soft(errors, colorScheme).toEqual([]);
        });
      }
      // Last, so the scans see the page unfocused: the first Tab on it (scrolling and the scans move no
      // focus) reaches the skip link, shown and outlined.
      await test.step('keyboard: the first Tab shows the skip link, outlined', async () => {
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: language.texts.skipToMain });
        await expect(skip).toBeFocused();
        await expect(skip).toBeVisible();
        const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
        expect(outline).not.toBe('none');
      });
    });
  });

for (const { path } of languagePages) {
  test.describe(`${path} on a phone`, () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true });
    test('every section’s items show as they are scrolled to', async ({ page }) => {
      await loadAndRevealAll(page, path);
    });
  });
}
