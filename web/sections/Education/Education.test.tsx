import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeServer, serverError, settle } from '../../test/fetch.ts';
import { education } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.ts';
import { Education } from './Education.tsx';

const degrees = education.filter((record) => record.type === 'degree');
const certifications = education.filter((record) => record.type === 'certification');

it('shows one card for the first degree and one card listing every certification', async () => {
  fakeServer();
  await renderPage(<Education />);
  const section = screen.getByRole('region', { name: 'Education & Certifications' });
  expect(section).toHaveAttribute('id', 'education');

  const cards = await within(section).findAllByRole('article');
  expect(cards).toHaveLength(2);
  const [degree, certificationsCard] = cards;
  const [first] = degrees;
  expect(within(degree).getByRole('heading')).toHaveTextContent(first.degree);
  expect(degree).toHaveTextContent(first.college);
  expect(degree).toHaveTextContent(`${first.startYear} – ${first.endYear}`);
  expect(degree).toHaveTextContent(String(first.description));
  expect(degree).toHaveTextContent(first.relevantCoursework.join(', '));

  expect(within(certificationsCard).getByRole('heading')).toHaveTextContent('Professional Certifications');
  const items = within(certificationsCard).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(
    certifications.map((record) => `${record.certificateName}${record.issuingOrganization} · ${record.year}`),
  );
});

it('shows only the first degree, wherever the certifications come', async () => {
  const [first] = degrees;
  const second = { ...first, degree: 'A second degree that is not shown' };
  fakeServer({ '/api/education': [...certifications, first, second] });
  await renderPage(<Education />);
  const section = screen.getByRole('region', { name: 'Education & Certifications' });
  const [degree] = await within(section).findAllByRole('article');
  expect(within(degree).getByRole('heading')).toHaveTextContent(first.degree);
  expect(section).not.toHaveTextContent(second.degree);
});

it('shows no certifications card when there are only degrees', async () => {
  fakeServer({
    '/api/education': [
      {
        type: 'degree',
        degree: 'M.Sc',
        college: 'College',
        startYear: 2016,
        endYear: 2018,
        description: 'Study.',
        relevantCoursework: [],
      },
    ],
  });
  await renderPage(<Education />);
  const cards = await screen.findAllByRole('article');
  expect(cards).toHaveLength(1);
  expect(screen.queryByText('Professional Certifications')).not.toBeInTheDocument();
});

it('stays empty and shows no message when /api/education fails', async () => {
  const fetchMock = fakeServer({ '/api/education': serverError() });
  await renderPage(<Education />);
  await settle(fetchMock);
  const section = screen.getByRole('region', { name: 'Education & Certifications' });
  expect(within(section).queryAllByRole('article')).toHaveLength(0);
  expect(section).toHaveTextContent(/^Education & Certifications$/);
});

it('shows no description element for a degree without one', async () => {
  fakeServer({
    '/api/education': [
      {
        type: 'degree',
        degree: 'M.Sc',
        college: 'College',
        startYear: 2016,
        endYear: 2018,
        relevantCoursework: [],
      },
    ],
  });
  await renderPage(<Education />);
  const [card] = await screen.findAllByRole('article');
  expect([...card.children].map((child) => child.className || child.tagName)).toEqual([
    'card__title',
    'education__college',
    'education__years',
  ]);
});

it('shows a degree still in progress, without endYear, as ending Present, like a current job', async () => {
  fakeServer({
    '/api/education': [
      {
        type: 'degree',
        degree: 'M.Sc in Data Science',
        college: 'College',
        startYear: 2024,
        relevantCoursework: [],
      },
    ],
  });
  await renderPage(<Education />);
  const [card] = await screen.findAllByRole('article');
  expect(card.querySelector('.education__years')).toHaveTextContent(/^2024 – Present$/);
});
