/**
 * The language pages as a visitor sees them (docs/owner-guide.md, "Your languages"): the Arabic
 * page reads right to left with its layout mirrored, nothing scrolls sideways on a phone in any
 * language, and the language switch in the top bar is a small list of plain links that works with
 * or without the page's script, by mouse or keyboard, in the bar's colours; Chinese names and
 * headings are not split mid-word.
 */
import type { Page } from '@playwright/test';
import { fontFamilies } from '../builder/drawing-fonts.ts';
import { chinesePage } from '../testing/variant-content.ts';
import { expect, sections, showInScheme, test } from './fixtures.ts';
import { standInForCloudflare, variantSite } from './variant-site.ts';

const pages = [
  { path: '/', name: 'English', tag: 'en' },
  { path: '/de/', name: 'Deutsch', tag: 'de' },
  { path: '/ar/', name: 'العربية', tag: 'ar' },
] as const;

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
};

/** Every visible element whose box leaves the screen's width (body clips overflow: cut off, not scrolled). */
const cutOffAtTheSides = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const { left, right, width, height } = element.getBoundingClientRect();
        if (width <= 1 || height <= 1 || element.closest('.visually-hidden')) return false;
        return left < -0.5 || right > document.documentElement.clientWidth + 0.5;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );

test.describe('320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { path } of pages) {
    test(`${path} neither scrolls sideways nor cuts anything off, with the switch open or closed${path === '/ar/' ? '; the switch opens as a small list right below its summary' : ''}`, async ({
      page,
    }) => {
      await page.goto(path);
      for (const section of await page.locator('main section').all()) await section.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('.language-switch summary').click();
      await expect(page.locator('.language-switch ul')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
      expect(await cutOffAtTheSides(page)).toEqual([]);
      // A right-to-left page's overflow would lie to the left, where scrollWidth does not count it.
      await page.mouse.wheel(-500, 0);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      // The open switch, on the same load: the right-to-left page's list is where a mirrored
      // layout would misplace it.
      if (path !== '/ar/') return;
      const summary = await box(page, '.language-switch summary');
      const list = await box(page, '.language-switch ul');
      expect(list.y).toBeGreaterThanOrEqual(summary.y + summary.height);
      expect(list.y - (summary.y + summary.height)).toBeLessThan(12);
      expect(list.width).toBeLessThan(200);
    });
  }
});

// Just above the fold at 58rem, where the links first stand in the bar, and just above 72rem,
// where they take their full room: the narrowest each way of the bar has. One load a page, widened
// from one to the other: the bar is laid out by its stylesheet alone.
for (const { path } of pages) {
  test(`${path} holds its links on one line in the bar, beside both switches, at 929 and 1153 px${path === '/ar/' ? '; at 1440 px the bar, the hero and the work history are mirrored' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 929, height: 800 });
    await page.goto(path);
    for (const width of [929, 1153]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('.top-bar__menu-button'), `${width} px`).toBeHidden();
      const heights = await page
        .locator('.top-bar__links a')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      // A link to each of the spec's sections, which the fixture has all of.
      expect(heights, `${width} px`).toHaveLength(sections.length);
      expect(new Set(heights).size, `${width} px`).toBe(1);
      const inner = page.locator('.top-bar__inner');
      expect(await inner.evaluate((bar) => bar.scrollWidth - bar.clientWidth), `${width} px`).toBe(0);
      expect(await cutOffAtTheSides(page), `${width} px`).toEqual([]);
    }
    if (path === '/ar/') await rightToLeftAt1440(page);
  });
}

/** /ar/ is right to left: the bar, the hero and the work history are mirrored, widened to 1440 px. */
async function rightToLeftAt1440(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The initials at the right, the switches at the left.
  expect((await box(page, '.top-bar__logo')).x).toBeGreaterThan((await box(page, '.theme-switch')).x);
  // The photo at the left of the name.
  const photo = await box(page, '#home picture img');
  const title = await box(page, '#home h1');
  expect(photo.x + photo.width).toBeLessThan(title.x);
  // Each job's role at the right, what was done at its left.
  await page.locator('#experience').scrollIntoViewIfNeeded();
  const role = await box(page, '.experience__item > .card__title');
  const achievements = await box(page, '.experience__achievements');
  expect(role.x).toBeGreaterThan(achievements.x + achievements.width);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch links each page to the others, each named in its own language', async ({ page }) => {
    // Each page's links to the others, then a click round the three (/ → /de/ → /ar/ → /): every
    // link is read, and following one lands on the page it names.
    await page.goto(pages[0].path);
    for (const [index, from] of pages.entries()) {
      const current = page.locator('.language-switch a[aria-current="page"]');
      await expect(current).toHaveText(from.name);
      await expect(page.locator('html')).toHaveAttribute('lang', from.tag);
      await page.locator('.language-switch summary').click();
      for (const to of pages.filter((other) => other !== from)) {
        const link = page.getByRole('link', { name: to.name, exact: true });
        await expect(link).toHaveAttribute('href', to.path);
        await expect(link).toHaveAttribute('hreflang', to.tag);
        await expect(link).toHaveAttribute('lang', to.tag);
        await expect(link).not.toHaveAttribute('aria-current');
      }
      const next = pages[(index + 1) % pages.length];
      await page.getByRole('link', { name: next.name, exact: true }).click();
      await expect(page).toHaveURL(next.path);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', pages[0].tag);
  });
});

test('a click elsewhere closes the switch; it works from the keyboard, and Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.locator('.language-switch summary').click();
  await expect(page.locator('.language-switch ul')).toBeVisible();
  await page.locator('#home h1').click();
  await expect(page.locator('.language-switch ul')).toBeHidden();

  const summary = page.locator('.language-switch summary');
  await expect(summary).toHaveAccessibleName('Language: English');
  await summary.focus();
  await page.keyboard.press('Enter');
  const list = page.locator('.language-switch ul');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/de/');
});

// One load for both schemes: the page follows the system's scheme live (showInScheme). The
// summary is compared before it is clicked, so no hover or focus style is in what is compared.
test('the switch is drawn like the colour-scheme select beside it, in the light and the dark scheme', async ({
  page,
}) => {
  await page.goto('/de/');
  const look = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.borderTopColor, style.borderRadius, style.height];
    });
  const schemes = ['light', 'dark'] as const;
  for (const colorScheme of schemes) {
    await showInScheme(page, colorScheme);
    expect(await look('.language-switch summary'), colorScheme).toEqual(await look('.theme-switch select'));
  }
  await page.locator('.language-switch summary').click();
  for (const colorScheme of schemes) {
    await showInScheme(page, colorScheme);
    const list = await look('.language-switch ul');
    expect(list[0], colorScheme).toBe(
      await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
    );
  }
});

test.describe('a Chinese page: the variant portfolio’s (e2e/variant-site.ts)', () => {
  // Drawn in Noto Sans SC, as a phone with a Chinese font draws it: a test machine may have none,
  // and its missing-glyph boxes are narrower than the characters. The font comes in by the test's
  // own <style>, which the page's CSP would refuse.
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });
  const chineseFont = fontFamilies.find(({ family }) => family === 'Noto Sans SC')?.files[400] ?? '';
  const { paragraph } = chinesePage;

  test('keeps a name and an employer whole at 320 px, while a long paragraph still wraps', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The variant's form loads Turnstile once it comes near: answered offline by the stand-in.
    await standInForCloudflare(page);
    await page.route('**/chinese-font.ttf', (route) => route.fulfill({ path: chineseFont }));
    await page.goto(`${variantSite.url}/${chinesePage.tag}/`);
    await page.addStyleTag({
      content:
        '@font-face { font-family: Chinese; src: url(/chinese-font.ttf); } body { font-family: Chinese; }',
    });
    await page.evaluate(() => document.fonts.load('16px Chinese'));
    /** The top of the line each character of an element's text is drawn on. */
    const lineOfEach = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const text = element.firstChild as Text;
          return [...(text.textContent ?? '')].map((_, index) => {
            const range = document.createRange();
            range.setStart(text, index);
            range.setEnd(text, index + 1);
            return Math.round(range.getBoundingClientRect().top);
          });
        });
    const title = await lineOfEach('#home h1');
    // Nine characters where eight fit: "大家好，" on the first line and "我是陳美玲" whole on the
    // second, not "大家好，我是陳美" / "玲".
    expect(new Set(title.slice(0, 4)).size).toBe(1);
    expect(new Set(title.slice(4)).size).toBe(1);
    expect(title[4]).toBeGreaterThan(title[0]);

    await page.locator('#experience').scrollIntoViewIfNeeded();
    expect(new Set(await lineOfEach('.experience__organization')).size).toBe(1);

    await page.locator('#about').scrollIntoViewIfNeeded();
    const about = page.locator('.about__text p').first();
    await expect(about).toHaveText(paragraph);
    expect(new Set(await lineOfEach('.about__text p')).size).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    expect(await cutOffAtTheSides(page)).toEqual([]);
  });
});
