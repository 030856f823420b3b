import { expect, test } from '@playwright/test';

test('the page shows every section title in the spec order', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('section[id]')).toHaveCount(7);
});
