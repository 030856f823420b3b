// @vitest-environment node
import { bodies } from 'virtual:api-content';
import { expect, it, vi } from 'vitest';
import { parseAnswer } from '../shared/api-content.ts';
import { render } from './entry-server.tsx';
import { documentPage } from './page.ts';

const { site } = documentPage();

// The build prerenders the page, so its content is in the first paint: it must render without a
// browser.
it('renders on the server without window or document, every data section filled from the bundled content', () => {
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
  // The data comes from the content the Worker bundles, not from a request.
  expect(fetchMock).not.toHaveBeenCalled();
  const about = parseAnswer(bodies, '/api/about');
  const projects = parseAnswer(bodies, '/api/projects');
  expect(html).toContain(escapeHtml(about.content[0]));
  for (const project of projects) expect(html).toContain(`>${escapeHtml(project.title)}</h3>`);
  // Every section's data is complete: no boundary was left for the browser to fill.
  expect(html).not.toMatch(/<!--\$[!?]-->/);
  // Nothing hides content before the script runs.
  expect(html).not.toMatch(/class="[^"]*\breveal\b/);
});
