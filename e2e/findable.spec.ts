import { createHash } from 'node:crypto';
import {
  apiPaths,
  content,
  expect,
  languagePages,
  layoutShifts,
  recordApiRequests,
  sections,
  test,
  watchLayoutShifts,
} from './fixtures.ts';

test.describe('what a crawler or preview bot gets without running JavaScript', () => {
  test('the served HTML already holds the hero, every title, the meta tags and JSON-LD', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(content.site.heroTitle)}</h1>`));
    expect(html).toContain(escaped(content.site.tagline));
    for (const { title } of sections.slice(1)) expect(html).toContain(`>${escaped(title)}</h2>`);
    expect(html).toContain(`<meta name="description" content="${content.site.description}">`);
    expect(html).toContain(`<link rel="canonical" href="${content.site.siteUrl}/">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+">/);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="[^"]+">/);
    expect(html).toContain('<meta name="theme-color"');
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Person',
      name: content.site.ownerName,
      sameAs: content.links.map((link) => link.url),
      worksFor: { name: content.workExperience.find((job) => !job.endDate)?.organization },
    });
  });

  test('robots.txt, sitemap.xml, the share image and icons are served as what they are', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${content.site.siteUrl}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    expect(await sitemap.text()).toContain(`<loc>${content.site.siteUrl}/</loc>`);
    const image = await request.get('/og-image.png');
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('image/svg+xml');
    expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');
  });

  test('the page and its assets carry the security and caching headers', async ({ request }) => {
    const page = await request.get('/');
    const csp = page.headers()['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    // Scripts from this origin, and each language's page's two inline scripts (the kept colour
    // scheme, and the start of the page's script after the first paint, which asks that
    // language's API paths), each allowed by its hash and nothing else.
    const inlineScripts = async (path: string) => {
      const html = await (await request.get(path)).text();
      const inline = [...html.matchAll(/<script(?: type="module")?>([^<]*)<\/script>/g)].map((m) => m[1]);
      expect(inline, path).toHaveLength(2);
      return inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    };
    const pages = ['/', ...(content.site.locales ?? []).map((tag) => `/${tag}/`)];
    const allowed = new Set(["'self'", ...(await Promise.all(pages.map(inlineScripts))).flat()]);
    expect(new Set(csp.match(/script-src ([^;]*);/)?.[1].split(' '))).toEqual(allowed);
    expect(page.headers()['strict-transport-security']).toContain('max-age=');
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    expect(page.headers()['cache-control']).toContain('must-revalidate');
    const script = (await page.text()).match(/import\("([^"]+)"\)/)?.[1];
    const asset = await request.get(script ?? '/missing');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await request.get('/api/projects');
    const etag = api.headers().etag;
    const again = await request.get('/api/projects', { headers: { 'If-None-Match': etag } });
    const bareApi = await request.get('/api');
    expect(bareApi.status()).toBe(404);
    expect(bareApi.headers()['content-type']).toContain('application/json');
    expect(again.status()).toBe(304);
  });
});

// Each language's page is a first view of its own, so it is held to what `/` is: its calls after
// the first paint, each once; its hero and titles in the first paint; nothing shifting (CLS 0).
for (const { path, content, page: language } of languagePages) {
  test(`${path}: the API calls start with the JavaScript, after the first paint, and before it has downloaded, each only once`, async ({
    page,
  }) => {
    const apiRequests = recordApiRequests(page);
    // On a phone's link (1.6 Mbps down) the script takes a while to arrive: the calls must not wait
    // for it. On loopback it arrives within the few milliseconds the calls take to start.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 200_000,
      uploadThroughput: 94_000,
    });
    await page.goto(path);
    await expect(page.locator('#projects')).toContainText(content.projects[0].title);
    // Each call's timing entry is there once its answer has fully arrived, which on a busy
    // machine can be after the network has gone quiet.
    const apiEntries = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.startsWith('/api/')).length,
      );
    await expect.poll(apiEntries).toBeGreaterThanOrEqual(apiPaths.length);
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const script = entries.find((entry) => /\/assets\/.*\.js$/.test(entry.name));
      const api = entries.filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
      return {
        scriptStart: script?.startTime ?? Number.NaN,
        scriptEnd: script?.responseEnd ?? Number.NaN,
        apiStarts: api.map((entry) => entry.startTime),
        initiators: api.map((entry) => entry.initiatorType),
      };
    });
    expect(timing.apiStarts).toHaveLength(apiPaths.length);
    // The script is requested once the first paint is on screen (builder/prerender.ts); the calls
    // then go out with it, not with the HTML, whose first paint they would slow.
    for (const start of timing.apiStarts) {
      expect(start).toBeGreaterThanOrEqual(timing.scriptStart);
      expect(start).toBeLessThan(timing.scriptEnd);
    }
    expect(timing.initiators.every((type) => type === 'link')).toBe(true);
    // This language's address of each endpoint the page asks (none of a part it leaves out).
    const asked = apiPaths.map((api) => language.api[api as keyof typeof language.api]);
    expect(apiRequests.toSorted()).toEqual(asked.toSorted());
  });

  test(`${path}: the first paint shows the hero before any JavaScript runs`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.site.heroTitle);
    await expect(page.getByRole('heading', { name: language.texts.titleProjects })).toBeVisible();
    await expect(page.locator('#contact form')).toBeVisible();
    await context.close();
  });

  test(`${path}: nothing shifts when the data arrives (CLS 0)`, async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto(path);
    await expect(page.locator('#projects')).toContainText(content.projects[0].title);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page)).toBe(0);
  });
}
