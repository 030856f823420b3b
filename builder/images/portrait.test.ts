import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { planPortrait, portraitSize, portraitSizes } from './portrait.ts';

const { site } = loadContent();

describe('the sample photo', () => {
  it('is built as AVIF and WebP at 1× and 2× the size the hero draws it, square', async () => {
    const portrait = await planPortrait(site);
    expect(portrait).not.toBeNull();
    if (!portrait) return;
    const { image, files } = portrait;
    expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(files).toHaveLength(4);
    for (const file of files) {
      const meta = await sharp(await file.encode()).metadata();
      const side = Number(file.path.match(/portrait-(\d+)\./)?.[1]);
      expect([portraitSize, portraitSize * 2]).toContain(side);
      expect([meta.width, meta.height]).toEqual([side, side]);
      expect(meta.format).toBe(file.path.endsWith('.avif') ? 'heif' : 'webp');
    }
    expect([image.width, image.height]).toEqual([portraitSize, portraitSize]);
    // Offered by width, each file's own: the browser picks by the drawn size, not the density.
    for (const source of image.sources)
      expect(source.srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
        `${portraitSize}w`,
        `${portraitSize * 2}w`,
      ]);
    expect(image.sizes).toBe(portraitSizes);
    expect(image.alt).toBe(site.photoAlt);
  });

  it('names the same files each time it is built, so every build step agrees', async () => {
    const [first, second] = [await planPortrait(site), await planPortrait(site)];
    expect(first?.files.map((f) => f.path)).toEqual(second?.files.map((f) => f.path));
  });

  it('is nothing without a photo, and its alt is the owner’s name without photoAlt', async () => {
    const { photo: _photo, photoAlt: _alt, ...plain } = site;
    expect(await planPortrait(plain)).toBeNull();
    const { photoAlt: _none, ...noAlt } = site;
    expect((await planPortrait(noAlt))?.image.alt).toBe(site.ownerName);
  });
});

it('stands a phone photo upright, as its EXIF orientation says', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'portrait-'));
  try {
    // Stored 200×100, red left and blue right, tagged "rotate 90° clockwise to view" (6):
    // upright, it is 100×200 with red on top.
    const halves = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 3, background: '#ff0000' } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await writeFile(join(dir, 'phone.jpg'), halves);
    const portrait = await planPortrait({ ...site, photo: 'phone.jpg' }, dir);
    const webp = portrait?.files.find(
      (file) => file.path.includes(`-${portraitSize}.`) && file.path.endsWith('.webp'),
    );
    const { data, info } = await sharp(await webp?.encode())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [top, bottom] = [pixel(88, 10), pixel(88, info.height - 10)];
    expect(top[0]).toBeGreaterThan(200); // red on top
    expect(bottom[2]).toBeGreaterThan(200); // blue below
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
