import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { planProjectImages, projectImageSizes, projectImageWidths } from './project-images.ts';

const { projects } = loadContent();
const pictured = projects.filter((project) => project.image);

describe('the sample projects’ pictures', () => {
  it('are built as AVIF and WebP at every card width, cropped to 16:9, named in a srcset of widths', async () => {
    expect(pictured.length).toBeGreaterThan(0);
    const { images, files } = await planProjectImages(projects);
    expect(Object.keys(images)).toEqual(pictured.map((project) => project.image));
    for (const image of Object.values(images)) {
      expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      for (const source of image.sources)
        expect(
          source.srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1].slice(0, -1))),
        ).toEqual([...projectImageWidths]);
      expect(image.sizes).toBe(projectImageSizes);
      expect([image.width, image.height]).toEqual([640, 360]);
      expect(image.src).toMatch(/-640\.\w+\.webp$/);
      expect(image.largest).toMatch(/-1280\.\w+\.webp$/);
    }
    expect(files).toHaveLength(pictured.length * projectImageWidths.length * 2);
    // The smallest of each format and the largest WebP (AVIF at 1280 px takes seconds).
    const sampled = files.filter((f) => /-320\./.test(f.path) || /-1280\.\w+\.webp$/.test(f.path));
    for (const file of sampled) {
      const meta = await sharp(await file.encode()).metadata();
      const width = Number(file.path.match(/-(\d+)\.\w+\.\w+$/)?.[1]);
      expect([meta.width, meta.height]).toEqual([width, (width * 9) / 16]);
      expect(meta.format).toBe(file.type === 'image/avif' ? 'heif' : 'webp');
    }
  }, 30_000);

  it('names the same files each time, so the client build and the Worker agree', async () => {
    const [first, second] = [await planProjectImages(projects), await planProjectImages(projects)];
    expect(first.images).toEqual(second.images);
    expect(first.files.map((f) => f.path)).toEqual(second.files.map((f) => f.path));
  });

  it('is nothing for projects without a picture, and once for a picture two projects share', async () => {
    expect(
      await planProjectImages(projects.map(({ image: _, imageAlt: __, ...project }) => project)),
    ).toEqual({
      images: {},
      files: [],
    });
    const [one] = pictured;
    const twice = await planProjectImages([one, { ...one, title: 'Again' }]);
    expect(Object.keys(twice.images)).toEqual([one.image]);
    expect(twice.files).toHaveLength(projectImageWidths.length * 2);
  });
});

describe('an owner’s picture of another shape or size', () => {
  async function planFor(name: string, width: number, height: number) {
    const dir = await mkdtemp(join(tmpdir(), 'project-image-'));
    try {
      const picture = sharp({ create: { width, height, channels: 3, background: '#336699' } });
      await writeFile(join(dir, name), await picture.jpeg().toBuffer());
      const project = { title: 'Shop', description: 'A shop.', techStack: [], image: name };
      const { images, files } = await planProjectImages([project], dir);
      return { image: images[name], files };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('a tall phone screenshot is cropped to 16:9 and never enlarged: widths only up to its own', async () => {
    // 600×1300: the widest 16:9 crop is 600×338, so 320 and 480 only.
    const { image, files } = await planFor('Phone Shot.JPG', 600, 1300);
    expect(image.sources[1].srcset).toMatch(
      /^\/images\/project-phone-shot-320\.\w+\.webp 320w, \S+-480\.\w+\.webp 480w$/,
    );
    expect([image.width, image.height]).toEqual([480, 270]);
    const meta = await sharp(
      await (files.find((f) => f.path.includes('-480.')) ?? files[0]).encode(),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([480, 270]);
  });

  it('a picture narrower than the smallest width is built at its own width', async () => {
    const { image } = await planFor('tiny.jpg', 200, 150);
    expect(image.sources[0].srcset).toMatch(/^\/images\/project-tiny-200\.\w+\.avif 200w$/);
    expect([image.width, image.height]).toEqual([200, 113]);
  });
});
