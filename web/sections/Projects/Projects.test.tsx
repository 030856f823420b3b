import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeServer, serverError, settle } from '../../test/fetch.ts';
import { Projects } from './Projects.tsx';

it('shows each project with description, tech tags, Live Demo and GitHub links', async () => {
  fakeServer();
  render(<Projects />);
  const section = screen.getByRole('region', { name: 'Featured Projects' });
  expect(section).toHaveAttribute('id', 'projects');

  const card = (await within(section).findByRole('heading', { name: 'Edge Checkout' })).closest('li');
  if (!card) throw new Error('no card for Edge Checkout');
  expect(card).toHaveTextContent('A checkout at the edge.');
  const tags = within(card).getByRole('list', { name: 'Edge Checkout tech stack' });
  expect(
    within(tags)
      .getAllByRole('listitem')
      .map((tag) => tag.textContent),
  ).toEqual(['TypeScript', 'Hono']);
  expect(within(card).getByRole('link', { name: 'Live Demo: Edge Checkout' })).toHaveAttribute(
    'href',
    'https://checkout.example.dev',
  );
  expect(within(card).getByRole('link', { name: 'GitHub: Edge Checkout' })).toHaveAttribute(
    'href',
    'https://github.com/example/checkout',
  );
  expect(
    within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Edge Checkout', 'FleetPulse']);
});

it('stays empty and shows no message when /api/projects fails', async () => {
  const fetchMock = fakeServer({ '/api/projects': serverError() });
  render(<Projects />);
  await settle(fetchMock);
  const section = screen.getByRole('region', { name: 'Featured Projects' });
  expect(within(section).queryAllByRole('link')).toHaveLength(0);
  expect(section).toHaveTextContent(/^Featured Projects$/);
});
