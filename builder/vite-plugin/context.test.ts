import { join } from 'node:path';
import { normalizePath } from 'vite';
import { expect, it } from 'vitest';
import { fixtureContentDir } from '../../testing/fixture-content.ts';
import { PortfolioContext } from './context.ts';

const ctx = new PortfolioContext(fixtureContentDir);
const saved = (file: string) => normalizePath(join(fixtureContentDir, file));

it.each([
  ['a JSON file', 'about.json', true],
  ['a post', 'writing/first-post.md', true],
  ['a translation of a JSON file', 'de/about.json', true],
  ['a translation of a post', 'de/writing/first-post.md', true],
  ['a picture beside the posts that no content names', 'writing/cover.txt', false],
  ['a file in a folder inside writing/', 'writing/drafts/a.md', false],
  ['a file outside content/', '../elsewhere/writing/a.md', false],
])('in `npm run dev`, takes a save of %s for a content save: %s', (_, file, isContent) => {
  expect(ctx.isContentSave(saved(file))).toBe(isContent);
});

it('takes a saved post for the posts’ content file, and no other kind’s', () => {
  expect(ctx.isContentFile('posts')(saved('writing/first-post.md'))).toBe(true);
  expect(ctx.isContentFile('about')(saved('writing/first-post.md'))).toBe(false);
  expect(ctx.isContentFile('posts')(saved('de/writing/first-post.md'))).toBe(false);
});
