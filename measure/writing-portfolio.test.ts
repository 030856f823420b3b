import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAllContent, loadLocalizedContent } from '../builder/content/load.ts';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { writeWritingPortfolio } from './writing-portfolio.ts';

const temporaryDir = temporaryDirs();
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length));

describe('the test portfolio of many posts', () => {
  it('passes the content check, in two languages, with drafts, future and link-only posts', async () => {
    const { dir, slugs, translated } = await writeWritingPortfolio(await temporaryDir('portfolio-'), {
      posts: 60,
    });
    expect(await checkAllContent(dir)).toEqual([]);
    const { locales, byLocale } = loadLocalizedContent(dir);
    expect(locales).toEqual(['en', 'de']);
    const posts = byLocale.en.posts;
    expect(posts).toHaveLength(60);
    expect(slugs).toHaveLength(60);
    expect(translated).toHaveLength(57);
    expect(posts.some((post) => post.draft)).toBe(true);
    expect(posts.some((post) => post.date > '2900')).toBe(true);
    expect(posts.some((post) => post.external)).toBe(true);
    const body = posts.find((post) => !post.external)?.body ?? '';
    expect(body.match(/^```\w+$/gm)?.length).toBeGreaterThanOrEqual(2);
    // German words, the default's code.
    const german = byLocale.de.posts.find((post) => post.slug === translated[0])?.body ?? '';
    expect(german).not.toBe(posts.find((post) => post.slug === translated[0])?.body);
  }, 60_000);

  it('is the same, byte for byte, from the same seed', async () => {
    const first = await writeWritingPortfolio(await temporaryDir('portfolio-'), { posts: 20 });
    const second = await writeWritingPortfolio(await temporaryDir('portfolio-'), { posts: 20 });
    expect(filesOf(second.dir)).toEqual(filesOf(first.dir));
    for (const file of filesOf(first.dir))
      expect(readFileSync(join(second.dir, file)).equals(readFileSync(join(first.dir, file))), file).toBe(
        true,
      );
    expect(first.pictures.length).toBeGreaterThan(0);
  }, 60_000);
});
