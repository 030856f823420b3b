import { apiPaths, content, expect, recordApiRequests, test } from './fixtures.ts';

test('requests each endpoint exactly once per page load', async ({ page }) => {
  const requested = recordApiRequests(page);
  await page.goto('/');
  await expect(page.locator('#projects')).toContainText(content.projects[0].title);
  await expect(page.locator('footer')).toContainText('Follow Me');
  await page.waitForLoadState('networkidle');
  expect(requested.toSorted()).toEqual([...apiPaths].toSorted());
});

for (const { path, section, sample } of [
  { path: '/api/projects', section: '#projects', sample: content.projects[0].title },
  { path: '/api/work-experience', section: '#experience', sample: content.workExperience[0].organization },
]) {
  test(`stays empty and shows no message when ${path} fails, the rest intact`, async ({ page }) => {
    await page.route(`**${path}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    // The failed fetch is logged by the browser itself as a network error; that is not the page's doing.
    test.info().annotations.push({ type: 'expects-console-error' });
    await page.goto('/');
    await expect(page.locator('#skills')).toContainText(content.skills[0].category);
    await expect(page.locator('#about')).toContainText(content.about.content[0]);
    await page.waitForLoadState('networkidle');
    const failed = page.locator(section);
    await expect(failed.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(failed).not.toContainText(sample);
    await expect(failed).not.toContainText(/error|fail|loading/i);
  });
}
