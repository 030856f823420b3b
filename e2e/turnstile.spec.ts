/**
 * Turnstile, turned on the way docs/contact.md tells the owner: site.json's `turnstileSiteKey`
 * and the Worker's secret. Offline: Cloudflare's script is a stand-in served by page.route, and
 * siteverify a local server named by TURNSTILE_SITEVERIFY_URL, both answering as Cloudflare's
 * documented test keys do (testing/turnstile-stand-in.ts).
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { serveBuiltArgs, wranglerEntry } from '../builder/built-site.ts';
import { applyLocalMigrations } from '../builder/local-database.ts';
import { freePort, type Server, startServer } from '../testing/local-worker.ts';
import { dummyToken, siteverifyAnswer, testSecrets, testSiteKey } from '../testing/turnstile-stand-in.ts';
import { expect, test } from './fixtures.ts';
import { copyProject, type ProjectCopy } from './project-copy.ts';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const cloudflare = 'https://challenges.cloudflare.com/';

/**
 * What Cloudflare's api.js offers a page that renders explicitly: render, reset, remove. Its
 * widget is a frame from Cloudflare (so the CSP's frame-src is exercised) and, as the dummy site
 * keys' widget does, it hands out the dummy token at once and again after each reset.
 */
const widgetScript = `(() => {
  const widgets = new Map();
  const stub = (window.turnstileStub = { rendered: 0, resets: 0 });
  const issue = (id) => setTimeout(() => widgets.get(id)?.callback?.(${JSON.stringify(dummyToken)}), 50);
  window.turnstile = {
    render(container, options) {
      const id = 'widget-' + ++stub.rendered;
      widgets.set(id, options);
      const frame = document.createElement('iframe');
      frame.src = '${cloudflare}stand-in-widget';
      frame.title = 'Turnstile stand-in';
      container.append(frame);
      issue(id);
      return id;
    },
    reset(id) { stub.resets++; issue(id); },
    remove(id) { widgets.delete(id); },
  };
})();`;

/** Serves the stand-in for Cloudflare's script and frame; returns every URL the page asked of Cloudflare. */
async function standInForCloudflare(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(cloudflare)) asked.push(request.url());
  });
  await page.route(`${cloudflare}**`, (route) =>
    route.request().url().includes('/turnstile/v0/api.js')
      ? route.fulfill({ contentType: 'text/javascript', body: widgetScript })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>widget</title>' }),
  );
  return asked;
}

/** Until the page's script runs, Send is disabled: once it is enabled, the form's effects have run. */
async function pageScriptRunning(page: Page) {
  await expect(page.locator('#contact').getByRole('button', { name: /send/i })).toBeEnabled();
}

test.describe('with a site key and the secret set', () => {
  let project: ProjectCopy;
  let worker: Server;
  let url: string;
  let siteverify: HttpServer;
  const verified: { secret: string | null; response: string | null }[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    siteverify = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'Content-Type': request.headers['content-type'] ?? '' },
      }).formData();
      verified.push({ secret: form.get('secret') as string, response: form.get('response') as string });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(siteverifyAnswer(form, '127.0.0.1')));
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const siteverifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`;

    project = await copyProject();
    const site = (await project.readContent('site.json')) as Record<string, unknown>;
    await project.writeContent('site.json', JSON.stringify({ ...site, turnstileSiteKey: testSiteKey }));
    project.npm('build');
    const persistTo = join(project.dir, '.wrangler', 'state');
    await applyLocalMigrations(persistTo);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    worker = await startServer({
      args: [
        wranglerEntry,
        ...serveBuiltArgs({ port, persistTo }),
        '--var',
        `TURNSTILE_SECRET_KEY:${testSecrets.alwaysPasses}`,
        '--var',
        `TURNSTILE_SITEVERIFY_URL:${siteverifyUrl}`,
      ],
      cwd: project.dir,
      ready: `${url}/api/about`,
    });
  });

  test.afterAll(async () => {
    await worker?.stop();
    await project?.remove();
    siteverify?.close();
  });

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
    expect(verified.at(-1)).toEqual({ secret: testSecrets.alwaysPasses, response: dummyToken });
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
