import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contentFiles } from '../../../shared/content-files.ts';
import { countFormatOf } from '../../../shared/format/count.ts';
import type { GithubSnapshot } from '../../../shared/schema.ts';
import { openSourceTexts } from '../../../shared/texts/open-source.ts';
import { documentPage, PageContext } from '../../page.ts';
import { fakeServer, serverError, settle } from '../../test/fetch.ts';
import { renderPage } from '../../test/render.ts';
import { OpenSource } from './OpenSource.tsx';

/** A snapshot of the test's own (the fixture portfolio has none): one repository with all, one with little. */
const snapshot: GithubSnapshot = {
  user: 'fixture-dev',
  selection: { repositories: ['edge-kit', 'dotfiles'] },
  fetchedAt: '2026-11-20T09:00:00.000Z',
  repositories: [
    {
      id: 101,
      name: 'edge-kit',
      description: ':sparkles: A tiny toolkit for Workers :no_such_emoji:',
      language: 'TypeScript',
      stars: 1234,
      forks: 56,
      topics: ['cloudflare-workers'],
      pushedAt: '2026-10-30T08:15:00Z',
      url: 'https://github.com/fixture-dev/edge-kit',
    },
    {
      id: 103,
      name: 'dotfiles',
      description: null,
      language: null,
      stars: 3,
      forks: 0,
      topics: [],
      pushedAt: '2026-11-01T10:00:00Z',
      url: 'https://github.com/fixture-dev/dotfiles',
    },
  ],
};

/** The page of an owner with the snapshot: the section shown, its words, and how the build writes a count. */
function renderWithSnapshot() {
  const page = documentPage();
  return renderPage(
    <PageContext
      value={{
        ...page,
        leftOut: undefined,
        countFormat: countFormatOf('en'),
        texts: { ...page.texts, ...openSourceTexts.en },
      }}
    >
      <OpenSource />
    </PageContext>,
  );
}

it('shows each repository as the build answers it: its name as a link, its description with emoji, its language and stars', async () => {
  fakeServer({ '/api/github': contentFiles.github.answer(snapshot) });
  await renderWithSnapshot();
  const section = screen.getByRole('region', { name: 'Open source' });
  expect(section).toHaveAttribute('id', 'open-source');
  const titles = await within(section).findAllByRole('heading', { level: 3 });
  expect(titles.map((title) => title.textContent)).toEqual(['edge-kit', 'dotfiles']);
  expect(within(section).getByRole('link', { name: 'edge-kit' })).toHaveAttribute(
    'href',
    'https://github.com/fixture-dev/edge-kit',
  );

  const full = titles[0].closest('li') as HTMLElement;
  // A shortcode gemoji knows is its emoji; one it does not stays as written.
  expect(full).toHaveTextContent('✨ A tiny toolkit for Workers :no_such_emoji:');
  expect(full).toHaveTextContent('TypeScript★ Stars: 1,234');

  // No description and no language: the stars alone.
  const bare = titles[1].closest('li') as HTMLElement;
  expect(bare.querySelectorAll('p')).toHaveLength(1);
  expect(bare).toHaveTextContent(/^dotfiles★ Stars: 3$/);
});

it('stays empty and shows no message when /api/github fails', async () => {
  const fetchMock = fakeServer({ '/api/github': serverError() });
  await renderWithSnapshot();
  await settle(fetchMock);
  expect(screen.getByRole('region', { name: 'Open source' })).toHaveTextContent(/^Open source$/);
});

it('is not on the page of an owner without the snapshot, and asks nothing', async () => {
  const fetchMock = fakeServer();
  await renderPage(<OpenSource />);
  await settle(fetchMock);
  expect(screen.queryByRole('region', { name: 'Open source' })).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});
