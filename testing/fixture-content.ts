/**
 * The content every test brings: a complete portfolio of its own, so the suite passes whatever the
 * owner puts in content/ (vitest.config.ts and playwright.config.ts point CONTENT_DIR here). Tests
 * read it, never a copy: ./test-content.ts in Node, web/test/fixtures.ts for the page's tests.
 */
import { join } from 'node:path';

export const fixtureContentDir = join(import.meta.dirname, 'fixtures', 'content');
