import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Link } from '../../../shared/schema.ts';
import { documentPage } from '../../page.ts';
import { fakeServer, serverError, settle } from '../../test/fetch.ts';
import { links } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.ts';
import { Footer } from './Footer.tsx';

const { site } = documentPage();

/** Every network the footer can link, in an owner's order. */
const everyNetworkLinks: Link[] = [
  { name: 'Mastodon', url: 'https://hachyderm.io/@example' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/in/example' },
  { name: 'GitHub', url: 'https://github.com/example' },
  { name: 'X', url: 'https://x.com/example' },
  { name: 'Stack Overflow', url: 'https://stackoverflow.com/users/1/example' },
  { name: 'YouTube', url: 'https://www.youtube.com/@example' },
  { name: 'Website', url: 'https://blog.example.dev/' },
];

it('shows the four blocks in order, then the copyright line', async () => {
  fakeServer();
  await renderPage(<Footer />);
  const footer = screen.getByRole('contentinfo');
  expect(
    within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual(['Get In Touch', 'Follow Me', 'Quick Links', "Let's Work Together"]);
  expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  expect(footer).toHaveTextContent(site.location);
  expect(footer).toHaveTextContent(site.pitch);
  expect(within(footer).getByRole('link', { name: 'Download Resume' })).toHaveAttribute(
    'href',
    site.resumePath,
  );
  expect(within(footer).getByText(/©/)).toHaveTextContent(`© 2025 ${site.ownerName}. All rights reserved.`);
  await screen.findByRole('link', { name: `${links[0].name} (opens in a new tab)` });
});

it('links each of /api/links as a named icon opening a new tab', async () => {
  fakeServer();
  await renderPage(<Footer />);
  for (const { name, url } of links) {
    const link = await screen.findByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  }
});

it('renders LinkedIn and GitHub exactly as before other networks were possible', async () => {
  // Fixed addresses, so the snapshot holds whatever the fixture links.
  fakeServer({
    '/api/links': everyNetworkLinks.filter(({ name }) => name === 'LinkedIn' || name === 'GitHub'),
  });
  await renderPage(<Footer />);
  await screen.findByRole('link', { name: /GitHub/ });
  const followMe = screen.getByRole('heading', { name: 'Follow Me' }).nextElementSibling;
  expect(followMe?.outerHTML).toMatchInlineSnapshot(
    `"<ul class="footer__social"><li><a href="https://www.linkedin.com/in/example" target="_blank" rel="noopener noreferrer"><svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24"><path d="M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433a2.062 2.062 0 1 1 0-4.125 2.062 2.062 0 0 1 0 4.125zM7.119 20.452H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z"></path></svg><span class="visually-hidden">LinkedIn (opens in a new tab)</span></a></li><li><a href="https://github.com/example" target="_blank" rel="noopener noreferrer"><svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24"><path d="M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12"></path></svg><span class="visually-hidden">GitHub (opens in a new tab)</span></a></li></ul>"`,
  );
});

it('links every other network with its own icon, an accessible name and rel="me" for Mastodon', async () => {
  fakeServer({ '/api/links': everyNetworkLinks });
  await renderPage(<Footer />);
  await screen.findByRole('link', { name: /Mastodon/ });
  const icons = new Set<string | null | undefined>();
  for (const { name, url } of everyNetworkLinks) {
    const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute(
      'rel',
      name === 'Mastodon' ? 'me noopener noreferrer' : 'noopener noreferrer',
    );
    icons.add(link.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d'));
  }
  expect(icons.size).toBe(everyNetworkLinks.length);
});

it('has Quick Links to About, Portfolio (home) and Contact', async () => {
  fakeServer();
  await renderPage(<Footer />);
  const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
  expect(
    within(quickLinks)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['About', '#about'],
    ['Portfolio', '#home'],
    ['Contact', '#contact'],
  ]);
});

it('keeps its own blocks and shows no social icons or message when /api/links fails', async () => {
  const fetchMock = fakeServer({ '/api/links': serverError() });
  await renderPage(<Footer />);
  await settle(fetchMock);
  expect(screen.queryByRole('link', { name: /LinkedIn|GitHub/ })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Follow Me' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/error|failed|loading/i);
});
