/**
 * The projects' pictures as a visitor gets them (docs/owner-guide.md, "Your projects' pictures"):
 * fetched only when the cards come near, in AVIF or WebP at the width the card draws them, with
 * their size kept before they arrive, cached for good; and a card without a picture still lines up
 * with the others.
 */
import sharp from 'sharp';
import { content, expect, layoutShifts, revealsFinished, test, watchLayoutShifts } from './fixtures.ts';

const pictured = content.projects.filter((project) => project.image);
const bare = content.projects.find((project) => !project.image);
const isPicture = (url: string) => new URL(url).pathname.startsWith('/images/project-');
const card = (page: import('@playwright/test').Page, title: string) =>
  page.locator('#projects li.projects__card').filter({ has: page.getByRole('heading', { name: title }) });

test('the sample has cards with and without a picture', () => {
  expect(pictured.length).toBeGreaterThan(0);
  expect(bare).toBeDefined();
});

test('pictures are lazy: none is fetched until the cards are scrolled near, then AVIF at the card’s width', async ({
  page,
}) => {
  // A phone: the cards are far below the first view, beyond Chromium's lazy-loading margin.
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isPicture(request.url())) requested.push(request.url());
  });
  await page.goto('/');
  const first = card(page, pictured[0].title).locator('img');
  await expect(first).toHaveAttribute('loading', 'lazy');
  await expect(first).toHaveAttribute('decoding', 'async');
  await page.waitForLoadState('networkidle');
  // Sections not yet drawn take their guessed heights (content-visibility: auto), so the distance
  // is 2.8–3.1k px depending on which Chromium has drawn; past its widest lazy-loading margin
  // (2,500 px, on slow connections) either way.
  const distance = await first.evaluate((img) => img.getBoundingClientRect().top - window.innerHeight);
  expect(distance, 'the pictures start beyond the lazy-loading margin').toBeGreaterThan(2500);
  expect(requested).toEqual([]);

  await first.scrollIntoViewIfNeeded();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(requested.length).toBeGreaterThan(0);
  // Chromium takes AVIF, the first format it knows, at the width the card needs on this screen.
  const currentSrc = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(currentSrc).toMatch(/\/images\/project-[\w-]+-\d+\.\w{10}\.avif$/);
  const drawn = await first.evaluate((img) => img.clientWidth * window.devicePixelRatio);
  const chosen = Number(currentSrc.match(/-(\d+)\.\w{10}\.avif$/)?.[1]);
  expect(chosen).toBeGreaterThanOrEqual(drawn);
});

test('each picture has AVIF and WebP sources of widths, with its size, served as such and cached for good', async ({
  page,
}) => {
  await page.goto('/');
  for (const project of pictured) {
    const picture = card(page, project.title).locator('picture');
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('height', '360');
    // An alt from imageAlt; without one, empty: the card's title beside it names the project.
    await expect(img).toHaveAttribute('alt', project.imageAlt ?? '');
    const sources = picture.locator('source');
    await expect(sources).toHaveCount(2);
    const sizes = (await sources.first().getAttribute('sizes')) ?? '';
    expect(sizes).toMatch(/^\(min-width: /);
    for (const [index, type] of ['image/avif', 'image/webp'].entries()) {
      const source = sources.nth(index);
      await expect(source).toHaveAttribute('type', type);
      await expect(source).toHaveAttribute('sizes', sizes);
      const srcset = (await source.getAttribute('srcset')) ?? '';
      const candidates = srcset.split(', ').map((entry) => entry.split(' '));
      expect(candidates.length).toBeGreaterThan(2);
      for (const [url, descriptor] of candidates) {
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type']).toBe(type);
        expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        const { width, height } = await sharp(await response.body()).metadata();
        expect(`${width}w`, url).toBe(descriptor);
        expect(height).toBe(Math.round((width * 9) / 16));
      }
    }
  }
});

// Widths where the grid has three, two and one columns, and the container's padding changes. One
// load: Chromium re-picks the source as the window is resized, by the same `sizes` a load at that
// width reads (checked against a fresh load at each of these widths: the same `sizes` width each time).
test('at 360 to 1920 px, the sizes the page gives match the width the card draws a picture at', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto('/');
  for (const width of [360, 500, 620, 700, 900, 1000, 1100, 1440, 1920])
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const img = card(page, pictured[0].title).locator('img');
      await img.scrollIntoViewIfNeeded();
      // With a srcset of widths, naturalWidth is the file's width scaled by sizes / its w: the width
      // `sizes` gives, since every file is exactly as wide as its w says.
      const measure = () =>
        img.evaluate((element: HTMLImageElement) => ({
          complete: element.complete,
          sizesWidth: element.naturalWidth,
          drawn: element.getBoundingClientRect().width,
          scrollbar: window.innerWidth - document.documentElement.clientWidth,
        }));
      await expect.poll(async () => (await measure()).complete).toBe(true);
      await expect
        .poll(async () => {
          const { sizesWidth, drawn, scrollbar } = await measure();
          // 100vw in `sizes` counts a classic scrollbar that the layout does not: allow its width.
          return Math.abs(sizesWidth - drawn) <= scrollbar + 1;
        })
        .toBe(true);
    });
});

test('a card without a picture lines up with its neighbours, and nothing shifts as pictures arrive', async ({
  page,
}) => {
  if (!bare) throw new Error('the sample needs a project without a picture');
  await watchLayoutShifts(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const withPicture = card(page, pictured[0].title);
  const without = card(page, bare.title);
  await without.scrollIntoViewIfNeeded();
  await expect(withPicture.locator('img')).toHaveJSProperty('complete', true);
  expect(await layoutShifts(page)).toBe(0);
  // The section fades in, moving as it does: the cards are compared where they come to rest.
  await revealsFinished(page.locator('#projects'));

  await expect(without.locator('img, picture')).toHaveCount(0);
  await expect(without.getByRole('heading', { level: 3 })).toBeVisible();
  const [a, b] = [await withPicture.boundingBox(), await without.boundingBox()];
  if (!a || !b) throw new Error('cards not laid out');
  // One row of three at 1440 px: same top and height, so the links at their feet line up too.
  expect(b.y).toBe(a.y);
  expect(b.height).toBe(a.height);
  const linksTop = async (item: typeof without) => (await item.locator('.projects__links').boundingBox())?.y;
  expect(await linksTop(without)).toBe(await linksTop(withPicture));
  // The picture sits at the top of its card, above the title that names it.
  const pictureBox = await withPicture.locator('picture').boundingBox();
  const titleBox = await withPicture.getByRole('heading', { level: 3 }).boundingBox();
  expect(pictureBox && titleBox && pictureBox.y < titleBox.y).toBe(true);
});
