/**
 * Content in the first paint (docs/performance.md, "Where the time goes"): every section's data is
 * in the served HTML, and the page's script takes it over (hydrates) without replacing it, while
 * the spec's requests and states hold.
 */
import type { Page, Route } from '@playwright/test';
import { fillText } from '../shared/texts/fill.ts';
import { expect, type LanguagePage, languagePages, recordApiRequests, test } from './fixtures.ts';

/** One thing from each endpoint's answer in the page's language, and the section that shows it. */
const samplesOf = ({ content, page: { api, texts } }: LanguagePage) =>
  [
    { path: api['/api/about'], section: '#about', text: content.about.content[0] },
    {
      path: api['/api/work-experience'],
      section: '#experience',
      text: content.workExperience[0].organization,
    },
    { path: api['/api/skills'], section: '#skills', text: content.skills[0].category },
    { path: api['/api/projects'], section: '#projects', text: content.projects[0].title },
    { path: api['/api/talks'], section: '#talks', text: content.talks[0].title },
    { path: api['/api/education'], section: '#education', text: texts.certifications },
    {
      path: api['/api/links'],
      section: 'footer',
      text: fillText(texts.opensInNewTab, { name: content.links[0].name }),
    },
  ] as const;
/** The default language's page, `/`: the spec's own paths and words. */
const samples = samplesOf(languagePages[0]);

/** Holds back the page's script until `release()`, so the test can look at the page before it runs. */
async function holdScript(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until the page's script has taken over these sections (their answers have arrived). */
async function sectionsHydrated(page: Page, which: readonly { section: string }[]) {
  // React tags each node it has hydrated; a section still waiting for its answer has no tags yet.
  await page.waitForFunction(
    (selectors) =>
      selectors.every((selector) =>
        Object.keys(document.querySelector(`${selector} li, ${selector} p`) ?? {}).some((key) =>
          key.startsWith('__reactFiber'),
        ),
      ),
    which.map((sample) => sample.section),
  );
}

// Without JavaScript, each language's page in turn on one page of one context: it only reads.
test(`${languagePages.map(({ path }) => path).join(', ')} without JavaScript: every section shows its data`, async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const language of languagePages)
    await test.step(language.path, async () => {
      await page.goto(language.path);
      for (const { section, text } of samplesOf(language))
        await expect(page.locator(section), language.path).toContainText(text);
    });
  await context.close();
});

// Every language's page is whole in its HTML and taken over without a change, as `/` is: a
// visitor of any language gets the content in the first paint.
for (const language of languagePages) {
  const samples = samplesOf(language);

  test(`${language.path}: the script takes over the served sections without re-rendering them or a warning`, async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
    });
    const requested = recordApiRequests(page);
    const release = await holdScript(page);
    // DOMContentLoaded waits for module scripts: wait for the served footer instead.
    await page.goto(language.path, { waitUntil: 'commit' });
    await page.locator('footer .footer__social li').first().waitFor({ state: 'attached' });
    // Mark the served nodes: a section rendered afresh would lose the mark.
    await page.evaluate(
      (selectors) => {
        for (const selector of selectors)
          (document.querySelector(`${selector} li, ${selector} p`) as unknown as { served: boolean }).served =
            true;
      },
      samples.map((sample) => sample.section),
    );
    release();
    await sectionsHydrated(page, samples);
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(
      (selectors) =>
        selectors.map(
          (selector) =>
            (document.querySelector(`${selector} li, ${selector} p`) as unknown as { served?: boolean })
              .served === true,
        ),
      samples.map((sample) => sample.section),
    );
    expect(kept).toEqual(samples.map(() => true));
    for (const { section, text } of samples) await expect(page.locator(section)).toContainText(text);
    expect(requested.toSorted()).toEqual(samples.map((sample) => sample.path).toSorted());
    expect(messages).toEqual([]);
  });
}

for (const { path, section, text } of samples) {
  test(`when ${path} fails, only its section ends empty, once the request has failed, silently`, async ({
    page,
    consoleErrors,
  }) => {
    let fail: () => void = () => {};
    const failing = new Promise<void>((resolve) => {
      fail = resolve;
    });
    await page.route(`**${path}`, async (route: Route) => {
      await failing;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' });
    });
    await page.goto('/');
    // The script has taken over every other section, and this one's request is still on its way:
    // the section keeps what was served.
    await sectionsHydrated(
      page,
      samples.filter((sample) => sample.section !== section),
    );
    await expect(page.locator(section)).toContainText(text);
    fail();
    await expect(page.locator(section)).not.toContainText(text);
    await expect(page.locator(section).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator(section)).not.toContainText(/\b(error|fail(ed|ure)?|loading|down)\b/i);
    for (const other of samples.filter((sample) => sample.section !== section))
      await expect(page.locator(other.section)).toContainText(other.text);
    // The browser itself logs the failed response; the page logs nothing.
    expect(consoleErrors.filter((message) => !message.includes('503'))).toEqual([]);
    consoleErrors.length = 0;
  });
}

test('before the script runs, the served form cannot send: no message leaves as a plain GET', async ({
  page,
}) => {
  const release = await holdScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.waitFor({ state: 'attached' });
  await expect(send).toBeDisabled();
  // A form that sends fires `submit` while Enter is handled, before the browser leaves the page:
  // caught (and stopped) here, it shows whether Enter would have sent the message.
  await page.evaluate(() => {
    const watch = window as unknown as { submitted: boolean };
    watch.submitted = false;
    window.addEventListener(
      'submit',
      (event) => {
        watch.submitted = true;
        event.preventDefault();
      },
      true,
    );
  });
  await page.locator('#contact-name').fill('Sam');
  await page.locator('#contact-name').press('Enter');
  expect(await page.evaluate(() => (window as unknown as { submitted: boolean }).submitted)).toBe(false);
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(send).toBeEnabled();
});
