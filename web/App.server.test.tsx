// @vitest-environment node
import { expect, it, vi } from 'vitest';
import site from '../content/site.json';
import { render } from './entry-server.tsx';

// Issue "Fast and findable" prerenders the page at build time: it must render without a browser.
it('renders on the server without window or document, with the data sections empty', () => {
  expect(typeof window).toBe('undefined');
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  const consoleError = vi.spyOn(console, 'error');
  const html = render();
  expect(consoleError).not.toHaveBeenCalled();

  const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(site.heroTitle)}</h1>`));
  for (const id of ['home', 'about', 'experience', 'skills', 'projects', 'education', 'contact']) {
    expect(html).toContain(`id="${id}"`);
  }
  expect(html).toContain(`>${escapeHtml('Education & Certifications')}</h2>`);
  expect(html).toContain('<form');
  // Nothing is fetched while rendering, and nothing hides content before the script runs.
  expect(fetchMock).not.toHaveBeenCalled();
  expect(html).not.toMatch(/class="[^"]*\breveal\b/);
  expect(html).not.toContain('<article');
});
