import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeServer, serverError, settle } from '../../test/fetch.ts';
import { skills } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.ts';
import { Skills } from './Skills.tsx';

it('shows each category with its skills joined by ", "', async () => {
  fakeServer();
  await renderPage(<Skills />);
  const section = screen.getByRole('region', { name: 'Technical Skills' });
  expect(section).toHaveAttribute('id', 'skills');
  const groups = await within(section).findAllByRole('listitem');
  expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(
    skills.map(({ category }) => category),
  );
  skills.forEach((group, index) => {
    expect(groups[index]).toHaveTextContent(group.skills.join(', '));
  });
});

it('stays empty and shows no message when /api/skills fails', async () => {
  const fetchMock = fakeServer({ '/api/skills': new TypeError('Failed to fetch') });
  await renderPage(<Skills />);
  await settle(fetchMock);
  const section = screen.getByRole('region', { name: 'Technical Skills' });
  expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
  expect(section).toHaveTextContent(/^Technical Skills$/);
});

it('stays empty on an error status too', async () => {
  const fetchMock = fakeServer({ '/api/skills': serverError() });
  await renderPage(<Skills />);
  await settle(fetchMock);
  expect(screen.getByRole('region', { name: 'Technical Skills' })).toHaveTextContent(/^Technical Skills$/);
});
