import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * HTML_CodeSniffer's browser build, the script pa11y injects into the page it tests. Evaluated,
 * as pa11y does, rather than added as a <script> tag (page.addScriptTag): the page's
 * Content-Security-Policy (script-src 'self') blocks an inline script, and the fixtures fail a
 * test on that console error. Evaluated at the top level, its UMD wrapper sets window.HTMLCS.
 */
const htmlcsSource = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

export type HtmlcsIssue = {
  type: 'error' | 'warning' | 'notice';
  /** e.g. WCAG2AA.Principle1.Guideline1_3.1_3_5.H98 */
  code: string;
  message: string;
  /** As pa11y builds it: the nearest id, then `tag:nth-child(n)` steps ('' for the document). */
  selector: string;
  /** The element's outerHTML, cut at 300 characters like pa11y's context. */
  context: string;
};

export type HtmlcsRun = { issues: HtmlcsIssue[]; durationMs: number };

type HtmlcsGlobal = {
  ERROR: number;
  WARNING: number;
  NOTICE: number;
  process(standard: string, content: Document, callback: () => void, failCallback?: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element | Document }[];
};

/**
 * Runs HTML_CodeSniffer on the page as it is now, the way pa11y's htmlcs runner does: every
 * message of the standard, with pa11y's selector and context for the element it names.
 * `durationMs` is the engine's own time in the page (HTMLCS.process to its callback).
 */
export async function runHtmlcs(page: Page, standard = 'WCAG2AA'): Promise<HtmlcsRun> {
  // Once a document: a second scan of the same load (the other colour scheme) reuses it.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(htmlcsSource);
  return page.evaluate(
    (standard) =>
      new Promise<HtmlcsRun>((resolve, reject) => {
        const { HTMLCS, translation } = window as unknown as {
          HTMLCS: HtmlcsGlobal;
          translation: Record<string, Record<string, string>>;
        };
        // 2.5.1 asks for '1_3_5_H98.InvalidAutoComplete_*' but its translations spell the keys
        // 'InvalidAutocomplete_*': without the alias, an H98 error crashes the run ("Cannot read
        // properties of undefined (reading 'replace')", squizlabs/HTML_CodeSniffer#296) instead
        // of being reported.
        for (const messages of Object.values(translation)) {
          for (const [key, text] of Object.entries(messages)) {
            const asked = key.replace('InvalidAutocomplete_', 'InvalidAutoComplete_');
            messages[asked] ??= text;
          }
        }
        const types: Record<number, HtmlcsIssue['type']> = {
          [HTMLCS.ERROR]: 'error',
          [HTMLCS.WARNING]: 'warning',
          [HTMLCS.NOTICE]: 'notice',
        };

        const identifier = (element: Element): string => {
          if (element.id) return `#${element.id}`;
          const tag = element.tagName.toLowerCase();
          const parent = element.parentElement;
          if (!parent) return tag;
          const siblings = Array.from(parent.children);
          const onlyOfItsType =
            siblings.filter((sibling) => sibling.tagName === element.tagName).length === 1;
          return onlyOfItsType ? tag : `${tag}:nth-child(${siblings.indexOf(element) + 1})`;
        };
        const selector = (node: Element | Document): string => {
          const parts: string[] = [];
          let element = node instanceof Element ? node : null;
          while (element) {
            parts.unshift(identifier(element));
            element = element.id ? null : element.parentElement;
          }
          return parts.join(' > ');
        };
        const context = (node: Element | Document): string => {
          const html = node instanceof Element ? node.outerHTML : '';
          return html.length > 300 ? `${html.slice(0, 300)}...` : html;
        };

        const start = performance.now();
        try {
          HTMLCS.process(
            standard,
            document,
            () => {
              const durationMs = Math.round(performance.now() - start);
              const issues = HTMLCS.getMessages().map((message) => ({
                type: types[message.type] ?? 'notice',
                code: message.code,
                message: message.msg,
                selector: selector(message.element),
                context: context(message.element),
              }));
              resolve({ issues, durationMs });
            },
            () => reject(new Error(`HTML_CodeSniffer could not load the ${standard} standard`)),
          );
        } catch (error) {
          reject(error);
        }
      }),
    standard,
  );
}
