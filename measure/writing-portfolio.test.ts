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

// The generator's defaults (200 posts, 50 case studies, 17 covers at 1600 × 900) are the benches';
// a test of its properties writes a few, with pictures of 160 × 90, so its time does not depend on
// how busy the machine is (a fresh-clone run once took over 60 s here, encoding the covers twice;
// 52 s at load 19 on 2 cores with pictures of full size).
const pictureWidth = 160;

describe('the test portfolio of many posts', () => {
  it('passes the content check, in two languages, with drafts, future and link-only posts', async () => {
    const { dir, slugs, translated } = await writeWritingPortfolio(await temporaryDir('portfolio-'), {
      posts: 60,
      caseStudies: 6,
      pictureWidth,
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
    expect(byLocale.en.caseStudies.map((study) => study.slug)).toHaveLength(6);
  }, 60_000);

  it('is the same, byte for byte, from the same seed', async () => {
    const size = { posts: 20, caseStudies: 4, pictureWidth };
    const first = await writeWritingPortfolio(await temporaryDir('portfolio-'), size);
    const second = await writeWritingPortfolio(await temporaryDir('portfolio-'), size);
    expect(filesOf(second.dir)).toEqual(filesOf(first.dir));
    for (const file of filesOf(first.dir))
      expect(readFileSync(join(second.dir, file)).equals(readFileSync(join(first.dir, file))), file).toBe(
        true,
      );
    // Posts' pictures and case studies' covers alike.
    expect(first.pictures.some((name) => name.startsWith('writing/'))).toBe(true);
    expect(first.pictures.some((name) => name.startsWith('projects/'))).toBe(true);
  }, 60_000);
});
