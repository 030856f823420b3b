import type { Page } from '@playwright/test';
import { content, expect, framesDrawn, test, transitionsEnded } from './fixtures.ts';

const barBackground = (page: Page) =>
  page.getByRole('banner').evaluate((bar) => getComputedStyle(bar).backgroundColor);

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/** Every scroll position seen on animation frames from an action until the scroll it starts ends. */
async function recordScroll(page: Page, action: () => Promise<void>) {
  await page.evaluate(() => {
    const seen: number[] = [];
    let ended = false;
    (window as unknown as { scrolled: Promise<number[]> }).scrolled = new Promise((resolve) =>
      window.addEventListener(
        'scrollend',
        () => {
          ended = true;
          resolve([...seen, window.scrollY]);
        },
        { once: true },
      ),
    );
    const tick = () => {
      seen.push(window.scrollY);
      if (!ended) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await action();
  return page.evaluate(() => (window as unknown as { scrolled: Promise<number[]> }).scrolled);
}

test('the bar turns more opaque past 100 px of scrolling and back at 100', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#skills')).toContainText(content.skills[0].category);
  const atTop = await barBackground(page);
  await scrollToY(page, 100);
  // A frame drawn at 100 px: had the bar reacted, it has changed or is changing; let that run out.
  await framesDrawn(page);
  await transitionsEnded(page.getByRole('banner'));
  expect(await barBackground(page)).toBe(atTop);
  await scrollToY(page, 101);
  await expect.poll(() => barBackground(page)).not.toBe(atTop);
  const scrolled = await barBackground(page);
  await transitionsEnded(page.getByRole('banner'));
  const alpha = (color: string) => Number(color.match(/rgba?\(([^)]+)\)/)?.[1].split(',')[3] ?? 1);
  expect(alpha(await barBackground(page))).toBeGreaterThan(alpha(atTop));
  expect(scrolled).not.toBe(atTop);
  await scrollToY(page, 100);
  await expect.poll(() => barBackground(page)).toBe(atTop);
});

test('a nav link scrolls smoothly to its section, title clear of the fixed bar', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#projects')).toContainText(content.projects[0].title);
  const nav = page.getByRole('navigation', { name: /main|primary|sections/i });
  const positions = await recordScroll(page, () => nav.getByRole('link', { name: 'Projects' }).click());
  const distinct = new Set(positions);
  expect(distinct.size, 'intermediate scroll positions of a smooth scroll').toBeGreaterThan(3);
  const barBottom = await page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().bottom);
  const titleTop = await page
    .locator('#projects')
    .getByRole('heading', { name: 'Featured Projects' })
    .evaluate((title) => title.getBoundingClientRect().top);
  expect(titleTop).toBeGreaterThanOrEqual(barBottom);
  expect(titleTop).toBeLessThan(barBottom + 120);
});

/** Clicks the Contact nav link from the top of the page and checks where the smooth scroll ends. */
async function jumpToContactLandsTrue(page: Page) {
  await page
    .getByRole('navigation', { name: /main|primary|sections/i })
    .getByRole('link', { name: 'Contact' })
    .click();
  const title = page.locator('#contact').getByRole('heading', { name: 'Get In Touch' });
  const barBottom = await page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().bottom);
  // Wait until the smooth scroll has come to rest, then look where it ended.
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const resting = y === last && y > 0;
        last = y;
        return resting;
      },
      { intervals: [300] },
    )
    .toBe(true);
  const top = await title.evaluate((element) => element.getBoundingClientRect().top);
  const atBottom = await page.evaluate(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
  );
  // Clear of the bar, and right under it unless the page ran out of room below.
  expect(top).toBeGreaterThanOrEqual(barBottom);
  expect(top < barBottom + 120 || atBottom, `title at ${top} px, bar ends at ${barBottom} px`).toBe(true);
}

test('the first jump from the top to the farthest section lands true once the data has filled the sections', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#projects')).toContainText(content.projects[0].title);
  await jumpToContactLandsTrue(page);
});

test.describe('before the script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a jump to the farthest section lands true (the served page already holds every section’s data)', async ({
    page,
  }) => {
    await page.goto('/');
    await jumpToContactLandsTrue(page);
  });
});

test('sections fade in once when scrolled into view and never hide again', async ({ page }) => {
  await page.goto('/');
  const education = page.locator('#education');
  await expect(education).toContainText('Professional Certifications');
  const opacity = () =>
    education.evaluate((el) => {
      const revealed = el.closest('[data-reveal]') ?? el.querySelector('[data-reveal]') ?? el;
      return Number(getComputedStyle(revealed).opacity);
    });
  // Plainly visible until the script's observer first reports it out of view (web/hooks/useReveal.ts):
  // the served HTML already holds the text, so a busy machine may read it before the script runs.
  await expect.poll(opacity).toBeLessThan(1);
  await education.scrollIntoViewIfNeeded();
  await expect.poll(opacity).toBe(1);
  await scrollToY(page, 0);
  // Once the browser has told its observers the section left the view, and drawn what followed.
  await education.evaluate(
    (section) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(section);
      }),
  );
  await framesDrawn(page);
  expect(await opacity()).toBe(1);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('nothing scrolls sideways, and the menu, tapped before the page’s script, opens and reaches every section', async ({
    page,
  }) => {
    // The page's script held back until after the tap: the start script keeps it, and the page
    // makes it once React has the bar (web/early-input.ts).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => 'earlyInput' in self);
    await expect(page.locator('#projects')).toContainText(content.projects[0].title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const menu = page.getByRole('button', { name: /menu/i });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    expect(await page.evaluate(() => performance.getEntriesByName('app:hydrated').length)).toBe(0);
    release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('navigation', { name: /main|primary|sections/i })
      .getByRole('link', { name: 'Skills' })
      .click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(() => page.locator('#skills').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(120);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('jumps without smooth scrolling and shows every section without fading', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    const education = page.locator('#education');
    await expect(education).toContainText('Professional Certifications');
    const opacities = await page
      .locator('main section, main [data-reveal]')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));
    expect(opacities.every((value) => value === '1')).toBe(true);
  });
});

test('printing gives a clean résumé: no bar, no form, links written out', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#projects')).toContainText(content.projects[0].title);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.locator('#contact form')).toBeHidden();
  await expect(page.locator('#projects')).toBeVisible();
  const liveDemo = page
    .locator('#projects')
    .getByRole('link', { name: /Live Demo/ })
    .first();
  const written = await liveDemo.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(written).toContain(content.projects[0].liveLink);
});
