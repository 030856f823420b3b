/**
 * Turnstile, turned on the way docs/contact.md tells the owner: site.json's `turnstileSiteKey`
 * and the Worker's secret. Offline: Cloudflare's script is a stand-in served by page.route, and
 * siteverify a local server named by TURNSTILE_SITEVERIFY_URL, both answering as Cloudflare's
 * documented test keys do (testing/turnstile-stand-in.ts).
 */
import type { Page } from '@playwright/test';
import { dummyToken, testSecrets } from '../testing/turnstile-stand-in.ts';
import { expect, test } from './fixtures.ts';
import { siteverifyRequests, standInForCloudflare, variantSite } from './variant-site.ts';

const cloudflare = 'https://challenges.cloudflare.com/';

test.describe.configure({ timeout: 60_000 });

/** Until the page's script runs, Send is disabled: once it is enabled, the form's effects have run. */
async function pageScriptRunning(page: Page) {
  await expect(page.locator('#contact').getByRole('button', { name: /send/i })).toBeEnabled();
}

// The variant portfolio (e2e/variant-site.ts) has the site key, and its server the secret and a
// stand-in for siteverify (TURNSTILE_SITEVERIFY_URL).
test.describe('with a site key and the secret set', () => {
  const { url } = variantSite;

  test('the CSP allows Cloudflare’s script and frame, and nothing is asked of Cloudflare until the form comes near', async ({
    page,
  }) => {
    const asked = await standInForCloudflare(page);
    const response = await page.goto(`${url}/`);
    const policy = (await response?.headerValue('Content-Security-Policy')) ?? '';
    expect(policy).toMatch(/script-src 'self' [^;]* https:\/\/challenges\.cloudflare\.com;/);
    expect(policy).toContain("frame-src 'self' https://challenges.cloudflare.com;");
    await pageScriptRunning(page);
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);

    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.locator('#contact form .contact__turnstile iframe')).toBeAttached();
    expect(asked.filter((asked) => asked.includes('/turnstile/v0/api.js'))).toEqual([
      `${cloudflare}turnstile/v0/api.js?render=explicit`,
    ]);
  });

  test('a message goes out with the widget’s token, passes siteverify, and the widget is reset for the next one', async ({
    page,
  }) => {
    await standInForCloudflare(page);
    await page.goto(`${url}/`);
    await pageScriptRunning(page);
    const form = page.locator('#contact form');
    await form.getByLabel(/name/i).fill('Priya Recruiter');
    await form.getByLabel(/e-?mail/i).fill('priya@example.com');
    await form.getByLabel(/subject/i).fill('A role');
    await form.getByLabel(/message/i).fill('We would love to talk.');
    await expect
      .poll(() => page.evaluate(() => (window as { turnstileStub?: object }).turnstileStub))
      .toBeTruthy();
    await page.waitForTimeout(200);

    page.once('dialog', (dialog) => dialog.accept());
    const sent = page.waitForRequest('**/api/contact');
    const answer = page.waitForResponse('**/api/contact');
    await form.getByRole('button', { name: /send/i }).click();
    expect((await sent).postDataJSON()).toMatchObject({ 'cf-turnstile-response': dummyToken });
    expect((await answer).status()).toBe(201);
    expect((await siteverifyRequests()).at(-1)).toEqual({
      secret: testSecrets.alwaysPasses,
      response: dummyToken,
    });
    // The widget names the action siteverify gives back, which the Worker checks (worker/turnstile.ts).
    expect(
      await page.evaluate(() => (window as { turnstileStub?: { actions: string[] } }).turnstileStub?.actions),
    ).toEqual(['contact']);
    await expect
      .poll(() =>
        page.evaluate(() => (window as { turnstileStub?: { resets: number } }).turnstileStub?.resets),
      )
      .toBe(1);
  });
});

test('without a site key, the CSP is the file’s and the form never asks Cloudflare for anything', async ({
  page,
}) => {
  const asked = await standInForCloudflare(page);
  const response = await page.goto('/');
  const policy = (await response?.headerValue('Content-Security-Policy')) ?? '';
  expect(policy).not.toContain('challenges.cloudflare.com');
  expect(policy).not.toContain('frame-src');
  await pageScriptRunning(page);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.locator('#contact form').getByLabel(/name/i).focus();
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  await expect(page.locator('#contact .contact__turnstile')).toHaveCount(0);
});
