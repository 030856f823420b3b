/**
 * The content every test brings: a complete portfolio of its own, so the suite passes whatever the
 * owner puts in content/ (vitest.config.ts and playwright.config.ts point CONTENT_DIR here). Tests
 * read it, never a copy: ./test-content.ts in Node, web/test/fixtures.ts for the page's tests.
 */
import { join } from 'node:path';

export const fixtureContentDir = join(import.meta.dirname, 'fixtures', 'content');

/**
 * Posts to add to the fixture (its layout is content/'s: writing/, <tag>/writing/): a long one with
 * GFM, code in three languages and hostile raw HTML, translated into German and Arabic; a draft; a
 * post dated in the future; a link-only post; a Devanagari title first published elsewhere. The
 * fixture itself has none, so the suite's portfolio is the spec's page.
 */
export const fixtureWritingDir = join(import.meta.dirname, 'fixtures', 'writing');

/**
 * Case studies to add to the fixture (content/'s layout: projects/, <tag>/projects/): FleetPulse's,
 * named by its card, with a cover, a table, code, a picture, a footnote and hostile raw HTML,
 * translated into Arabic; one no card names; a draft. The fixture itself has none.
 */
export const fixtureCaseStudiesDir = join(import.meta.dirname, 'fixtures', 'case-studies');

/**
 * A GitHub snapshot as `npm run sync:github` writes it (from ./fixtures/github/repos.json, the
 * stand-in's repositories): a description with shortcodes, a long one, and one with none. The
 * fixture itself has none, so its page is the spec's; the browser tests' variant site shows it.
 */
export const fixtureGithubSnapshot = join(import.meta.dirname, 'fixtures', 'github', 'github.json');
