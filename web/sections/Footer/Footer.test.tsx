import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import site from '../../../content/site.json';
import { fakeServer, serverError, settle } from '../../test/fetch.ts';
import { Footer } from './Footer.tsx';

it('shows the four blocks in order, then the copyright line', async () => {
  fakeServer();
  render(<Footer />);
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
  expect(footer).toHaveTextContent('Bangalore, IN');
  expect(footer).toHaveTextContent(site.pitch);
  expect(within(footer).getByRole('link', { name: 'Download Resume' })).toHaveAttribute(
    'href',
    site.resumePath,
  );
  expect(within(footer).getByText(/©/)).toHaveTextContent(`© 2025 ${site.ownerName}. All rights reserved.`);
  await screen.findByRole('link', { name: /LinkedIn/ });
});

it('links LinkedIn and GitHub from /api/links as named icons opening a new tab', async () => {
  fakeServer();
  render(<Footer />);
  for (const [name, url] of [
    ['LinkedIn', 'https://www.linkedin.com/in/example'],
    ['GitHub', 'https://github.com/example'],
  ]) {
    const link = await screen.findByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  }
});

it('has Quick Links to About, Portfolio (home) and Contact', () => {
  fakeServer();
  render(<Footer />);
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
  render(<Footer />);
  await settle(fetchMock);
  expect(screen.queryByRole('link', { name: /LinkedIn|GitHub/ })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Follow Me' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/error|failed|loading/i);
});
