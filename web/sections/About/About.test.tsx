import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeServer, serverError, settle } from '../../test/fetch.ts';
import { about } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.ts';
import { About } from './About.tsx';

it('shows the title and the paragraphs in order', async () => {
  fakeServer();
  await renderPage(<About />);
  const section = screen.getByRole('region', { name: 'About Me' });
  expect(section).toHaveAttribute('id', 'about');
  expect(await within(section).findByText(about.content[0])).toBeInTheDocument();
  const paragraphs = section.querySelectorAll('p');
  expect([...paragraphs].map((paragraph) => paragraph.textContent)).toEqual(about.content);
});

it('stays empty and shows no message when /api/about fails', async () => {
  const fetchMock = fakeServer({ '/api/about': serverError() });
  await renderPage(<About />);
  await settle(fetchMock);
  expect(fetchMock).toHaveBeenCalledWith('/api/about');
  const section = screen.getByRole('region', { name: 'About Me' });
  expect(section.querySelectorAll('p')).toHaveLength(0);
  expect(section).toHaveTextContent(/^About Me$/);
});
