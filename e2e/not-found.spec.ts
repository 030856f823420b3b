import { expect, test } from './fixtures.ts';

test('a path that names nothing answers 404 with a small page that links home', async ({ page }) => {
  // The 404 itself is logged by the browser as a failed resource; that is the point here.
  test.info().annotations.push({ type: 'expects-console-error' });
  const response = await page.goto('/downloads/old-name.pdf');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#home')).toBeVisible();
});

test('an unknown /api path stays a JSON 404', async ({ request }) => {
  const response = await request.get('/api/old-endpoint');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: 'Nothing at GET /api/old-endpoint.' });
});
