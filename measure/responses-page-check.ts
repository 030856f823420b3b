/**
 * `node measure/responses-page-check.ts`: a post showing 20 approved responses, as a browser gets
 * it from the local Worker (measure/responses-site.ts), in English and in Arabic (right to left),
 * light and dark: axe's WCAG 2.2 A/AA violations and HTML_CodeSniffer's WCAG2AA errors (none
 * allowed), the requests to another host (none), and the scripts it runs (its two colour-scheme
 * ones only, as every post). Exits 1 on any finding.
 *
 * Not in `npm test` yet: it builds a site of its own, minutes on this machine. Once the comments'
 * part gives the variant site its responses' section, the same checks belong in e2e/ on that
 * site, which the browser tests build already.
 */
import { chromium } from 'playwright';
import { axeViolations, htmlcsErrors } from '../e2e/wcag.ts';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { serveResponsesSite } from './responses-site.ts';

const site = await serveResponsesSite({ port: Number(process.env.MEASURE_PORT ?? 45125) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const findings: string[] = [];
try {
  for (const path of site.pages) {
    const page = await browser.newPage();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== site.url) elsewhere.push(request.url());
    });
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    const shown = await page.locator('.responses__list .response').count();
    const counts = await page.locator('.responses__list .responses__reaction').count();
    if (shown !== 12 || counts !== 2)
      findings.push(`${path}: ${shown} items and ${counts} counts shown, not 12 and 2`);
    const direction = await page
      .locator('.responses__list')
      .evaluate((list) => getComputedStyle(list).direction);
    console.log(`${path}: ${shown} items, ${counts} counts, ${direction}`);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      for (const line of await axeViolations(page)) findings.push(`${path} ${colorScheme} axe: ${line}`);
      for (const line of await htmlcsErrors(page))
        findings.push(`${path} ${colorScheme} HTML_CodeSniffer: ${line}`);
      await page.screenshot({
        path: `test-results/responses-${path.split('/')[1]}-${colorScheme}.png`,
        fullPage: false,
        clip: undefined,
      });
    }
    for (const url of elsewhere) findings.push(`${path}: a request to another host, ${url}`);
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
console.log(findings.length === 0 ? 'no findings' : findings.join('\n'));
process.exit(findings.length === 0 ? 0 : 1);
