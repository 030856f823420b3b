/**
 * The page as a visitor sees it at a phone's, a tablet's and two desktops' widths: the hero fills
 * the first view and shows the person, wide screens use their width, cards in a row line up, and
 * nothing is wider than the screen.
 */
import type { Page } from '@playwright/test';
import { content, expect, loadAndRevealAll, test } from './fixtures.ts';

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
};

/** Each row of a grid's items (by their top edge), with their heights. */
const rowsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((items) => {
    const rows = new Map<number, number[]>();
    for (const item of items) {
      const { top, height } = item.getBoundingClientRect();
      rows.set(Math.round(top), [...(rows.get(Math.round(top)) ?? []), Math.round(height)]);
    }
    return [...rows.values()];
  });

for (const [width, height] of [
  [320, 640],
  [768, 1024],
  [1440, 900],
  [1920, 1080],
] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    // One load for both: the hero is looked at where a visitor lands, at the top, once every
    // section has faded in and the page is back there at rest.
    test('the hero fills the first view with the name, tagline, buttons and photo; cards in a row line up, and nothing is wider than the screen', async ({
      page,
    }) => {
      await loadAndRevealAll(page);
      await test.step('the hero fills the first view', async () => {
        const hero = await box(page, '#home');
        expect(hero.height).toBeGreaterThanOrEqual(height);
        const title = await box(page, '#home h1');
        const buttons = await box(page, '.hero__actions');
        expect(buttons.y + buttons.height).toBeLessThanOrEqual(height);
        // The content sits in the middle of the view below the top bar, not at its top.
        const content = await box(page, '#home .container');
        const above = content.y - 64;
        const below = hero.height - (content.y + content.height);
        expect(Math.abs(above - below)).toBeLessThan(height * 0.15);
        const photo = await box(page, '#home picture img');
        if (width >= 768) {
          // Beside the name, level with it.
          expect(photo.x).toBeGreaterThan(title.x + title.width);
          expect(photo.y).toBeLessThan(buttons.y);
          expect(photo.y + photo.height).toBeGreaterThan(title.y);
        } else {
          expect(photo.y + photo.height).toBeLessThanOrEqual(title.y);
        }
      });
      await test.step('cards in a row line up, and nothing is wider than the screen', async () => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        for (const cards of [
          '#skills .card-grid > li',
          '#projects .card-grid > li',
          '.education__grid > article',
        ]) {
          for (const row of await rowsOf(page, cards)) expect(new Set(row).size, cards).toBe(1);
        }
      });
    });
  });
}

test.describe('a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('uses its width: About, the contact form and the jobs span the content column', async ({ page }) => {
    await loadAndRevealAll(page);
    const column = await box(page, '#about .section__title');
    const container = await box(page, '#about .container');
    const inner = container.width - 2 * (column.x - container.x);
    const about = await page
      .locator('#about .about__text p')
      .evaluateAll((paragraphs) => paragraphs.map((p) => p.getBoundingClientRect()));
    expect(Math.max(...about.map((p) => p.right)) - column.x).toBeGreaterThan(inner * 0.9);
    expect((await box(page, '#contact form')).width).toBeGreaterThan(inner * 0.95);
    // Name, email and subject side by side.
    const fields = await Promise.all(
      ['#contact-name', '#contact-email', '#contact-subject'].map((field) => box(page, field)),
    );
    expect(new Set(fields.map((field) => Math.round(field.y))).size).toBe(1);
    // A job's role beside what was done in it.
    const job = page.locator('.experience__item').first();
    const role = await job.locator('.card__title').boundingBox();
    const achievements = await job.locator('.experience__achievements').boundingBox();
    expect(achievements?.x).toBeGreaterThan((role?.x ?? 0) + (role?.width ?? 0));
    await expect(page.locator('#about')).toContainText(content.about.content[0]);
  });
});
