import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeServer, serverError, settle } from '../../test/fetch.ts';
import { renderPage } from '../../test/render.ts';
import { Projects } from './Projects.tsx';

it('shows each project with description, tech tags, Live Demo and GitHub links', async () => {
  fakeServer();
  await renderPage(<Projects />);
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
  await renderPage(<Projects />);
  await settle(fetchMock);
  const section = screen.getByRole('region', { name: 'Featured Projects' });
  expect(within(section).queryAllByRole('link')).toHaveLength(0);
  expect(section).toHaveTextContent(/^Featured Projects$/);
});

it('shows only the links a project has, and no tag list for an empty tech stack', async () => {
  const base = { description: 'Described.', techStack: ['Go'] };
  fakeServer({
    '/api/projects': [
      {
        ...base,
        title: 'Both',
        liveLink: 'https://both.example.dev',
        githubLink: 'https://github.com/e/both',
      },
      { ...base, title: 'Live only', liveLink: 'https://live.example.dev' },
      { ...base, title: 'Source only', githubLink: 'https://github.com/e/source' },
      { title: 'Bare', description: 'No links, no stack.', techStack: [] },
    ],
  });
  await renderPage(<Projects />);
  const section = screen.getByRole('region', { name: 'Featured Projects' });
  const card = async (title: string) => {
    const item = (await within(section).findByRole('heading', { name: title })).closest('li');
    if (!item) throw new Error(`no card for ${title}`);
    return item;
  };
  const linkNames = async (title: string) =>
    within(await card(title))
      .queryAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  expect(await linkNames('Both')).toEqual([
    ['Live Demo: Both', 'https://both.example.dev'],
    ['GitHub: Both', 'https://github.com/e/both'],
  ]);
  expect(await linkNames('Live only')).toEqual([['Live Demo: Live only', 'https://live.example.dev']]);
  expect(await linkNames('Source only')).toEqual([['GitHub: Source only', 'https://github.com/e/source']]);

  const bare = await card('Bare');
  expect(within(bare).queryAllByRole('link')).toHaveLength(0);
  expect(within(bare).queryByRole('list')).toBeNull();
  // Nothing left behind: the card is its title and description, no empty list or links paragraph.
  expect([...bare.children].map((child) => child.tagName)).toEqual(['H3', 'P']);
});
