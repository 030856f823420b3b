import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { runHtmlcs } from './htmlcs.ts';

/** What the page is held to: WCAG 2.2 A and AA, as axe tags its rules. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's WCAG violations on the page as it is, one line each: the rule and where. axe is evaluated
 * in the page once per document, not once per scan, and runs there with the violations' details
 * alone: @axe-core/playwright's builder injected it again for each scan and took 1–4 s more a
 * scan than this (docs/decisions.md). The one frame it leaves out is the Turnstile stand-in's, a
 * cross-origin frame that is not the site's.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: wcagTags },
    resultTypes: ['violations'],
    iframes: false,
  };
  const violations = await page.evaluate(
    async (options) =>
      (
        await (
          window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }
        ).axe.run(document, options)
      ).violations,
    options,
  );
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** HTML_CodeSniffer's WCAG2AA errors on the page, one line each (its warnings ask a human, so they are not counted). */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  const { issues } = await runHtmlcs(page);
  return issues
    .filter((issue) => issue.type === 'error')
    .map((issue) => `${issue.code} at ${issue.selector}: ${issue.message}`);
}

/** The in-page links (`href="#…"`) of the page that lead to no element of it: none, on a page whose anchors all resolve. */
export function unresolvedFragments(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
      .map((link) => decodeURIComponent(link.getAttribute('href')?.slice(1) ?? ''))
      .filter((id) => !document.getElementById(id)),
  );
}
