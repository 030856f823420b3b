import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load.ts';
import { buildPortrait, portraitSize } from './portrait.ts';

const { site } = loadContent();

describe('the sample photo', () => {
  it('is built as AVIF and WebP at 1× and 2× the size the hero draws it, square', async () => {
    const portrait = await buildPortrait(site);
    expect(portrait).not.toBeNull();
    if (!portrait) return;
    expect(portrait.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(portrait.files).toHaveLength(4);
    for (const file of portrait.files) {
      const meta = await sharp(file.bytes).metadata();
      const side = Number(file.path.match(/portrait-(\d+)\./)?.[1]);
      expect([portraitSize, portraitSize * 2]).toContain(side);
      expect([meta.width, meta.height]).toEqual([side, side]);
      expect(meta.format).toBe(file.path.endsWith('.avif') ? 'heif' : 'webp');
    }
    expect([portrait.width, portrait.height]).toEqual([portraitSize, portraitSize]);
    expect(portrait.alt).toBe(site.photoAlt);
  });

  it('names the same files each time it is built, so every build step agrees', async () => {
    const [first, second] = [await buildPortrait(site), await buildPortrait(site)];
    expect(first?.files.map((f) => f.path)).toEqual(second?.files.map((f) => f.path));
  });

  it('is nothing without a photo, and its alt is the owner’s name without photoAlt', async () => {
    const { photo: _photo, photoAlt: _alt, ...plain } = site;
    expect(await buildPortrait(plain)).toBeNull();
    const { photoAlt: _none, ...noAlt } = site;
    expect((await buildPortrait(noAlt))?.alt).toBe(site.ownerName);
  });
});
