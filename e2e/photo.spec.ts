import { portraitSize } from '../scripts/images/portrait.ts';
import { content, expect, test } from './fixtures.ts';

test('the hero shows the owner’s photo as AVIF or WebP at its size, loaded at once and cached for good', async ({
  page,
}) => {
  const images: { url: string; type: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/images/'))
      images.push({ url: response.url(), type: response.headers()['content-type'] });
  });
  await page.goto('/');
  const photo = page.getByRole('img', { name: content.site.photoAlt ?? content.site.ownerName });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('width', String(portraitSize));
  await expect(photo).toHaveAttribute('height', String(portraitSize));
  expect(await photo.getAttribute('loading')).not.toBe('lazy');
  // Chromium takes the first format it knows: AVIF, at the density of this screen.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    portraitSize,
    portraitSize,
  ]);
  expect(images.map((image) => image.type)).toEqual(['image/avif']);
  const sources = page.locator('#home picture source');
  await expect(sources).toHaveCount(2);
  for (const [index, type] of ['image/avif', 'image/webp'].entries()) {
    const srcset = (await sources.nth(index).getAttribute('srcset')) ?? '';
    for (const candidate of srcset.split(',').map((entry) => entry.trim().split(' ')[0])) {
      const response = await page.request.get(candidate);
      expect(response.headers()['content-type']).toBe(type);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  }
});
