import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadSiteMap } from '../builder/build-model.ts';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { withoutScripts } from './bench-post.ts';
import { longPostMarkdown, longPostPath, writeLongPostContent } from './long-post.ts';

const temporaryDir = temporaryDirs();

describe('the long post the measurements audit', () => {
  it('has about 3,000 words, 20 code blocks in 20 languages, 3 pictures and a table, the same on every run', () => {
    const markdown = longPostMarkdown();
    expect(longPostMarkdown()).toBe(markdown);
    const languages = [...markdown.matchAll(/^```(\w+)$/gm)].map((match) => match[1]);
    expect(languages).toHaveLength(20);
    expect(new Set(languages).size).toBe(20);
    const prose = markdown
      .replace(/```\w+\n[\s\S]*?```/g, '')
      .split(/\s+/)
      .filter(Boolean);
    expect(prose.length).toBeGreaterThan(2_800);
    expect(prose.length).toBeLessThan(3_300);
    expect([...markdown.matchAll(/!\[[^\]]+\]\(\w[\w-]*\.png\)/g)]).toHaveLength(3);
    expect(markdown).toMatch(/^\| ---- \| -+: \|/m);
  });

  it('is written beside a copy of the fixture, its pictures 1600×900, with its series’ first part and a related post, each with a page', async () => {
    const dir = await temporaryDir('long-post-');
    const { path } = await writeLongPostContent(dir);
    expect(path).toBe(longPostPath);
    const pictures = readdirSync(join(dir, 'writing')).filter((name) => name.endsWith('.png'));
    expect(pictures).toHaveLength(3);
    for (const picture of pictures)
      expect(await sharp(join(dir, 'writing', picture)).metadata()).toMatchObject({
        width: 1600,
        height: 900,
      });
    expect(loadSiteMap(dir).pages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        longPostPath,
        '/writing/measuring-before-changing/',
        '/writing/a-note-on-budgets/',
      ]),
    );
  }, 30_000);
});

describe('a post’s static snapshot', () => {
  it('drops the inline scripts and keeps the JSON-LD data block', () => {
    const html =
      '<head><script>try{}catch(e){}</script><script type="application/ld+json">{"@type":"BlogPosting"}</script></head><body><p>Text</p><script>(()=>{})()</script></body>';
    expect(withoutScripts(html)).toBe(
      '<head><script type="application/ld+json">{"@type":"BlogPosting"}</script></head><body><p>Text</p></body>',
    );
  });
});
