/**
 * The variant portfolio (testing/variant-content.ts) as the browser tests reach it: built once in
 * a copy of the project and served beside the fixture's site (e2e/sites-server.ts,
 * e2e/variant-site-server.ts), with a stand-in for Turnstile's siteverify.
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { turnstileAction } from '../shared/contact.ts';
import { dummyToken } from '../testing/turnstile-stand-in.ts';
import { test as base } from './fixtures.ts';

const dir = process.env.E2E_VARIANT_DIR ?? '';
const port = process.env.E2E_VARIANT_PORT ?? '';
const siteverifyPort = process.env.E2E_SITEVERIFY_PORT ?? '';

export const variantSite = {
  url: `http://127.0.0.1:${port}`,
  /** The copy of the project it was built in. */
  dir,
  contentDir: join(dir, 'content'),
  builtClientDir: join(dir, 'dist', 'client'),
  persistTo: join(dir, '.wrangler', 'state'),
  siteverifyUrl: `http://127.0.0.1:${siteverifyPort}/siteverify`,
};

/** What the siteverify stand-in was asked, oldest first. */
export async function siteverifyRequests(): Promise<{ secret: string | null; response: string | null }[]> {
  return (await fetch(`http://127.0.0.1:${siteverifyPort}/asked`)).json();
}

const cloudflare = 'https://challenges.cloudflare.com/';

/**
 * What Cloudflare's api.js offers a page that renders explicitly: render, reset, remove. Its
 * widget is a frame from Cloudflare (so the CSP's frame-src is exercised) and, as the dummy site
 * keys' widget does, it hands out the dummy token at once and again after each reset (naming its
 * action when not the contact form's: testing/turnstile-stand-in.ts standInToken).
 */
const widgetScript = `(() => {
  const widgets = new Map();
  const stub = (window.turnstileStub = { rendered: 0, resets: 0, actions: [] });
  const tokenOf = (action) => (action === ${JSON.stringify(turnstileAction)} ? ${JSON.stringify(dummyToken)} : ${JSON.stringify(dummyToken)} + '.' + action);
  const issue = (id) => setTimeout(() => widgets.get(id)?.callback?.(tokenOf(widgets.get(id)?.action)), 50);
  window.turnstile = {
    render(container, options) {
      const id = 'widget-' + ++stub.rendered;
      widgets.set(id, options);
      stub.actions.push(options.action);
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

/**
 * Serves the stand-in for Cloudflare's script and frame (the tests run offline, and the variant's
 * page asks for them once its form comes near); returns every URL the page asked of Cloudflare.
 */
export async function standInForCloudflare(page: Page | BrowserContext): Promise<string[]> {
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

/**
 * The browser tests' `test` for the variant's pages, whose form loads Turnstile once it comes near:
 * every page the test's context opens is answered offline by the stand-in. A test that asks no page
 * opens none.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await standInForCloudflare(context);
    await use(context);
  },
});
