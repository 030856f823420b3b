import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeServer, serverError, settle } from '../../test/fetch.ts';
import { workExperience } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.ts';
import { Experience } from './Experience.tsx';

it('shows each job with title, organization, month-name dates, description and achievements', async () => {
  fakeServer();
  await renderPage(<Experience />);
  const section = screen.getByRole('region', { name: 'Work Experience' });
  expect(section).toHaveAttribute('id', 'experience');

  const [job] = workExperience;
  const current = (await within(section).findByRole('heading', { name: job.title })).closest('li');
  if (!current) throw new Error('the first job is not a list item');
  expect(current).toHaveTextContent(job.organization);
  expect(current).toHaveTextContent(String(job.description));
  expect(
    within(current)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(job.achievements);
  expect(
    within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(workExperience.map(({ title }) => title));
});

it('writes a job’s dates as month and year, a full date too, and an open end as Present', async () => {
  const [current, past] = workExperience;
  fakeServer({
    '/api/work-experience': [
      { ...current, startDate: '2022-04', endDate: undefined },
      { ...past, startDate: '2019-01-01', endDate: '2022-03' },
    ],
  });
  await renderPage(<Experience />);
  const section = screen.getByRole('region', { name: 'Work Experience' });
  expect(await within(section).findByText('April 2022 – Present')).toBeInTheDocument();
  expect(within(section).getByText('January 2019 – March 2022')).toBeInTheDocument();
});

it('stays empty and shows no message when /api/work-experience fails', async () => {
  const fetchMock = fakeServer({ '/api/work-experience': serverError() });
  await renderPage(<Experience />);
  await settle(fetchMock);
  const section = screen.getByRole('region', { name: 'Work Experience' });
  expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
  expect(section).toHaveTextContent(/^Work Experience$/);
});

it('shows no description element for a job without one', async () => {
  fakeServer({
    '/api/work-experience': [
      { title: 'Contractor', organization: 'Solo', startDate: '2021-05', achievements: [] },
    ],
  });
  await renderPage(<Experience />);
  const job = (await screen.findByRole('heading', { name: 'Contractor' })).closest('li');
  if (!job) throw new Error('the job is not a list item');
  expect([...job.children].map((child) => child.className || child.tagName)).toEqual([
    'card__title',
    'experience__organization',
    'experience__dates',
  ]);
});
