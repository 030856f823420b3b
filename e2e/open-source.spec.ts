/**
 * The Open source section (docs/owner-guide.md, "Your GitHub repositories"), as a visitor sees it
 * on the variant portfolio (e2e/variant-site.ts), built from its GitHub snapshot
 * (testing/fixtures/github/github.json) with no request to GitHub: after Projects, each
 * repository's name a link, its emoji drawn, its stars, and a long description cut on the card.
 */
import { readFileSync } from 'node:fs';
import { fixtureGithubSnapshot } from '../testing/fixture-content.ts';
import { expect, loadAndRevealAll } from './fixtures.ts';
import { test, variantSite } from './variant-site.ts';

const { url } = variantSite;
const snapshot = JSON.parse(readFileSync(fixtureGithubSnapshot, 'utf8')) as {
  repositories: { name: string; url: string; description: string | null }[];
};

test.describe.configure({ timeout: 120_000 });

test('shows the repositories after Projects: each name a link, emoji drawn, stars, a long description cut on its card', async ({
  page,
}) => {
  const githubRequests: string[] = [];
  page.on('request', (request) => {
    if (/github/.test(new URL(request.url()).hostname)) githubRequests.push(request.url());
  });
  await loadAndRevealAll(page, url);
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map(({ id }) => id));
  expect(ids.indexOf('open-source')).toBe(ids.indexOf('projects') + 1);
  await expect(page.getByRole('link', { name: 'Open source', exact: true }).first()).toHaveAttribute(
    'href',
    '#open-source',
  );

  const section = page.getByRole('region', { name: 'Open source' });
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(snapshot.repositories.length);
  for (const [index, repository] of snapshot.repositories.entries())
    await expect(cards.nth(index).getByRole('link', { name: repository.name })).toHaveAttribute(
      'href',
      repository.url,
    );
  await expect(cards.first()).toContainText('✨ A tiny toolkit for Cloudflare Workers 🚀');
  await expect(cards.first()).toContainText('TypeScript★ Stars: 1,234');

  // The long description: all of it in the page, three lines of it on the card.
  const long = cards.nth(1).locator('.open-source__description');
  await expect(long).toHaveText(snapshot.repositories[1].description as string);
  const { drawn, whole, lineHeight } = await long.evaluate((element) => ({
    drawn: element.clientHeight,
    whole: element.scrollHeight,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(whole).toBeGreaterThan(drawn);
  expect(drawn).toBeLessThanOrEqual(Math.ceil(3 * lineHeight));
  // Read from the build's answer, never from GitHub.
  expect(githubRequests.filter((request) => !request.startsWith('https://github.com/'))).toEqual([]);
});

test('keeps GitHub’s words in every language, and translates the title', async ({ page }) => {
  await page.goto(`${url}/de/`);
  const section = page.getByRole('region', { name: 'Open Source' });
  await expect(section.getByRole('link', { name: 'edge-kit' })).toBeVisible();
  await expect(section).toContainText('✨ A tiny toolkit for Cloudflare Workers 🚀');
  await expect(section).toContainText('Sterne: 1.234');
});
