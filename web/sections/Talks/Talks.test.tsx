import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeServer, serverError, settle } from '../../test/fetch.ts';
import { talks } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.ts';
import { Talks } from './Talks.tsx';

it('shows each talk in the owner’s order: its title, event, place and month, and a link to each of its materials', async () => {
  fakeServer();
  await renderPage(<Talks />);
  const section = screen.getByRole('region', { name: 'Talks' });
  expect(section).toHaveAttribute('id', 'talks');
  expect(
    (await within(section).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent),
  ).toEqual(talks.map(({ title }) => title));

  const [full, bare] = talks;
  const card = within(section).getByRole('heading', { name: full.title }).closest('li') as HTMLElement;
  expect(card).toHaveTextContent('Fixture Conf · Lisbon · May 2025');
  expect(within(card).getByText('May 2025')).toHaveAttribute('dateTime', '2025-05-21');
  expect(
    within(card)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    [`Slides: ${full.title}`, full.links?.slides],
    [`Video: ${full.title}`, full.links?.video],
    [`Recording: ${full.title}`, full.links?.recording],
    [`Paper: ${full.title}`, full.links?.paper],
  ]);

  // No place and no material: the event and the year alone, and no links.
  const bareCard = within(section).getByRole('heading', { name: bare.title }).closest('li') as HTMLElement;
  expect(bareCard).toHaveTextContent(/Fixture Meetup · 2023$/);
  expect(within(bareCard).queryAllByRole('link')).toEqual([]);
});

it('stays empty and shows no message when /api/talks fails', async () => {
  const fetchMock = fakeServer({ '/api/talks': serverError() });
  await renderPage(<Talks />);
  await settle(fetchMock);
  const section = screen.getByRole('region', { name: 'Talks' });
  expect(section).toHaveTextContent(/^Talks$/);
});
