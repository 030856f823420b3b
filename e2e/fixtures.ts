import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { loadContent, loadLocalizedContent } from '../builder/content/load.ts';
import { pageDataOf } from '../builder/page-data.ts';
import { type ContentKey, contentFiles } from '../shared/content-files.ts';
import { pagePathOf } from '../shared/locales.ts';
import { pageSections, showsSection } from '../shared/sections.ts';
import { fixtureContentDir } from '../testing/fixture-content.ts';
import { e2eStateDir } from './state-dir.ts';

/** The fixture content the site under test is built from (playwright.config.ts), never the owner's. */
export const content = loadContent(fixtureContentDir);

const localized = loadLocalizedContent(fixtureContentDir);
/**
 * The endpoints the fixture's page asks, one per kind but those it has no file of (the GitHub
 * snapshot, the variant site's): a page asks nothing of a part it leaves out.
 */
export const apiPaths = (Object.keys(contentFiles) as ContentKey[]).flatMap((key) => {
  const { path } = contentFiles[key];
  return path && !localized.absent.includes(key) ? [path] : [];
});
/**
 * Every language's page of the fixture content, the default's (`/`) first: where it is, its content
 * with the translation on top, and what the page knows of its language (its fixed texts, direction).
 */
export const languagePages = localized.locales.map((tag) => ({
  tag,
  path: pagePathOf(tag, localized.defaultLocale),
  content: localized.byLocale[tag],
  page: pageDataOf(localized, tag),
}));
export type LanguagePage = (typeof languagePages)[number];

/** The language page a URL (a path, or another server's address) shows; the default's for any other. */
export function languagePageAt(url: string): LanguagePage {
  const { pathname } = new URL(url, 'http://localhost');
  return languagePages.find((language) => language.path === pathname) ?? languagePages[0];
}

/**
 * The sections the fixture's default page shows, in order, with their titles: the page's sections
 * (shared/sections.ts) less those it leaves out; the hero's title is the owner's.
 */
const defaultPage = languagePages[0].page;
export const sections = pageSections
  .filter(({ id }) => showsSection(defaultPage, id))
  .map((section) => ({
    id: section.id,
    title: 'title' in section ? defaultPage.texts[section.title] : content.site.heroTitle,
  }));

/** The path of every /api/ request the page makes from now on, in order. */
export function recordApiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

/**
 * Every contact message stored in the local KV of the Worker under test (its state directory,
 * playwright.config.ts), read in this process as `npm run messages` finds them: under `msg:`.
 */
export async function storedMessages(): Promise<Record<string, unknown>[]> {
  // Imported here, not above: wrangler's import is about 4 s of CPU, which every test process paid
  // for the few tests that read messages.
  const { listKeys, openLocalState } = await import('../commands/local-state.ts');
  const state = await openLocalState(e2eStateDir);
  try {
    const kv = state.env.CONTACT_MESSAGES;
    const values = await Promise.all((await listKeys(kv, 'msg:')).map((key) => kv.get(key)));
    return values.flatMap((value) => (value === null ? [] : [JSON.parse(value)]));
  } finally {
    await state.dispose();
  }
}

/** Loads the page with every section's data and scrolls through it, so every fade-in item is shown. */
export async function loadAndRevealAll(page: Page, url = '/') {
  await page.goto(url);
  await expect(page.locator('#education')).toContainText(languagePageAt(url).page.texts.certifications);
  await expect(page.locator('footer')).toContainText('LinkedIn');
  // Scroll down to each fade-in item in turn, as a visitor would, so every one has been revealed
  // before it is scanned or shot. In the page, in one call: a round trip per item took seconds.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (const item of Array.from(document.querySelectorAll('[data-reveal]'))) {
      item.scrollIntoView({ block: 'center', behavior: 'instant' });
      for (let frames = 0; !item.classList.contains('visible'); frames++) {
        if (frames > 300) throw new Error(`not revealed once scrolled to: ${item.outerHTML.slice(0, 120)}`);
        await frame();
      }
    }
  });
  await transitionsEnded(page.locator(':root'));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // Back at the top, the bar turns clear again (a transition): wait for the page to be at rest.
  await framesDrawn(page);
  await transitionsEnded(page.locator(':root'));
}

/**
 * Turns the page to the light or the dark scheme as the system's setting would, and waits until its
 * colours have settled (the top bar's background eases into the new one): a page follows the
 * system's scheme live, so one load serves both.
 */
/** A phone's screen, where a post's first screen ends (builder/markdown/built-pictures.ts) and its menu folds. */
export const phone = { width: 390, height: 800 };

export async function showInScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await framesDrawn(page);
  await transitionsEnded(page.locator(':root'));
}

/**
 * Resolves once the browser has drawn two more frames: a change made before has been laid out,
 * painted and reported to the page's observers (scroll, intersection, layout shifts).
 */
export async function framesDrawn(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Waits until the transitions and animations running on the element and inside it have ended. */
export async function transitionsEnded(element: Locator) {
  await element.evaluate(async (node) => {
    // A transition that is replaced or cancelled rejects `finished`; whatever runs then is waited for.
    let running = node.getAnimations({ subtree: true });
    while (running.length > 0) {
      await Promise.allSettled(running.map((animation) => animation.finished));
      running = node.getAnimations({ subtree: true });
    }
  });
}

/**
 * Waits until each fade-in item (spec §2 "Reveal on scroll") has been revealed and its fade has
 * ended: what is then measured, scanned or shot stands where a visitor sees it at rest.
 */
export async function revealsFinished(reveals: Locator) {
  for (const reveal of await reveals.all()) {
    await expect(reveal, 'revealed').toHaveClass(/\bvisible\b/);
    await transitionsEnded(reveal);
  }
}

/**
 * Adds up the page's layout shifts not caused by input (CLS) from its first paint on; read the
 * total with `layoutShifts(page)`.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const watch = window as unknown as LayoutShiftWatch;
    watch.shifts = 0;
    watch.countShifts = (entries) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) watch.shifts += entry.value;
    };
    watch.shiftObserver = new PerformanceObserver((list) => watch.countShifts(list.getEntries()));
    watch.shiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

type LayoutShiftWatch = {
  shifts: number;
  countShifts: (entries: PerformanceEntry[]) => void;
  shiftObserver: PerformanceObserver;
};

/**
 * The page's layout shifts so far, once the frames since the last change have been drawn: a shift
 * is reported in the frame that lays it out, and one still on its way to the observer is counted.
 */
export async function layoutShifts(page: Page) {
  await framesDrawn(page);
  return page.evaluate(() => {
    const watch = window as unknown as LayoutShiftWatch;
    watch.countShifts(watch.shiftObserver.takeRecords());
    return watch.shifts;
  });
}

/**
 * Every test fails on a console error or uncaught exception it did not expect. Collected from the
 * test's page, when it has one: a test of requests alone opens no browser page.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  // The page is whole before its script runs, and the script is requested only after the first
  // paint (builder/prerender.ts). A visitor reads for a while before clicking; a test acts at once.
  // So a loaded page is awaited until its script has taken it over, as a visitor's would have been.
  page: async ({ page, javaScriptEnabled, consoleErrors }, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && (options?.waitUntil ?? 'load') === 'load')
        await page.waitForFunction(
          () => !document.getElementById('root') || performance.getEntriesByName('app:hydrated').length > 0,
        );
      return response;
    };
    await use(page);
  },
});

test.afterEach(async ({ consoleErrors }, testInfo) => {
  if (testInfo.annotations.some((a) => a.type === 'expects-console-error')) return;
  expect(consoleErrors, 'console errors').toEqual([]);
});

export { expect };
