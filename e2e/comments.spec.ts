/**
 * A reader's comment on the variant site (testing/variant-content.ts turns comments on, and has
 * Turnstile): the form at the end of a post, Turnstile fetched only once the reader starts to
 * write, the plain form's answer with no script, nothing shown before the owner approves, and the
 * section's accessibility in light, dark and right to left. One post's page per test.
 */
import { commentPath } from '../shared/responses-section.ts';
import { builtInResponsesTexts, responsesTextsEn } from '../shared/texts/responses.ts';
import { standInToken, testSecrets } from '../testing/turnstile-stand-in.ts';
import { expect, showInScheme } from './fixtures.ts';
import { siteverifyRequests, standInForCloudflare, test, variantSite } from './variant-site.ts';
import { axeViolations } from './wcag.ts';

const { url } = variantSite;
const post = '/writing/building-a-portfolio/';
const arabicPost = '/ar/writing/building-a-portfolio/';

test.describe.configure({ timeout: 60_000 });

test('a comment sent with the page’s loader: Turnstile only once the reader writes, then "awaits approval", and nothing shown before', async ({
  page,
}) => {
  const asked = await standInForCloudflare(page);
  await page.goto(`${url}${post}`);
  const section = page.getByRole('region', { name: responsesTextsEn.responses });
  await expect(section).toBeVisible();
  const form = section.getByRole('form', { name: responsesTextsEn.commentHeading });
  await form.scrollIntoViewIfNeeded();
  // The form is in view, and still nothing is asked of Cloudflare: a reader who only reads sends nothing.
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  for (const colorScheme of ['light', 'dark'] as const) {
    await showInScheme(page, colorScheme);
    expect.soft(await axeViolations(page), colorScheme).toEqual([]);
  }

  const words = `A reply sent at ${Date.now()}`;
  await form.getByLabel(responsesTextsEn.commentName).fill('Mei Reader');
  await expect
    .poll(() => asked.filter((address) => address.includes('/turnstile/v0/api.js')))
    .toHaveLength(1);
  await form.getByLabel(responsesTextsEn.commentUrl).fill('https://mei.example/');
  await form.getByLabel(responsesTextsEn.commentText).fill(words);
  const token = form.locator('input[name="cf-turnstile-response"]');
  await expect(token).toHaveValue(standInToken('comment'));
  await form.getByRole('button', { name: responsesTextsEn.commentSend }).click();

  await expect(page).toHaveURL(`${url}${commentPath}?page=${encodeURIComponent(post)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(responsesTextsEn.commentSent);
  await expect(page.getByText(responsesTextsEn.commentAwaits)).toBeVisible();
  expect((await siteverifyRequests()).at(-1)).toEqual({
    secret: testSecrets.alwaysPasses,
    response: standInToken('comment'),
  });
  // Only the API's one Turnstile script was asked for, once.
  expect(asked.filter((address) => address.includes('/turnstile/v0/api.js'))).toHaveLength(1);

  await page.getByRole('link', { name: responsesTextsEn.commentBack }).click();
  await expect(page).toHaveURL(`${url}${post}#responses`);
  // The list the Worker writes approved responses into shows none of this one (display's job once approved).
  await expect(page.locator('#responses .responses__list')).not.toContainText(words);
  await expect(page.getByText(words)).toHaveCount(0);
});

test('with JavaScript off the form still posts, and the answer is a readable page in the entry’s language (here Turnstile’s refusal: no widget, no token)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const asked = await standInForCloudflare(context);
  const page = await context.newPage();
  const texts = builtInResponsesTexts.ar;
  await page.goto(`${url}${arabicPost}`);
  const form = page.getByRole('form', { name: texts.commentHeading });
  await form.getByLabel(texts.commentName).fill('مي');
  await form.getByLabel(texts.commentText).fill('شكرًا على المقال');
  const answer = page.waitForResponse((response) => response.url().endsWith(commentPath));
  await form.getByRole('button', { name: texts.commentSend }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.commentNotSent);
  await expect(page.getByText(texts.commentCheckFailed)).toBeVisible();
  expect(asked).toEqual([]);
  await context.close();
});

test('the section right to left (Arabic) has no WCAG 2.2 A/AA violations', async ({ page }) => {
  await page.goto(`${url}${arabicPost}`);
  await expect(page.getByRole('heading', { name: builtInResponsesTexts.ar.responses })).toBeVisible();
  await page.locator('#responses').scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);
});
