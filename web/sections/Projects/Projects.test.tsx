import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { documentPage, PageContext } from '../../page.ts';
import { fakeServer, serverError, settle } from '../../test/fetch.ts';
import { projects } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.ts';
import { Projects } from './Projects.tsx';

it('shows each project with description, tech tags, Live Demo and GitHub links', async () => {
  fakeServer();
  await renderPage(<Projects />);
  const section = screen.getByRole('region', { name: 'Featured Projects' });
  expect(section).toHaveAttribute('id', 'projects');

  const [project] = projects;
  const card = (await within(section).findByRole('heading', { name: project.title })).closest('li');
  if (!card) throw new Error(`no card for ${project.title}`);
  expect(card).toHaveTextContent(project.description);
  const tags = within(card).getByRole('list', { name: `${project.title} tech stack` });
  expect(
    within(tags)
      .getAllByRole('listitem')
      .map((tag) => tag.textContent),
  ).toEqual(project.techStack);
  expect(within(card).getByRole('link', { name: `Live Demo: ${project.title}` })).toHaveAttribute(
    'href',
    project.liveLink,
  );
  expect(within(card).getByRole('link', { name: `GitHub: ${project.title}` })).toHaveAttribute(
    'href',
    project.githubLink,
  );
  expect(
    within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(projects.map(({ title }) => title));
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

it('shows a project’s picture lazily, in AVIF and WebP at its widths, with its size and alt; none without one', async () => {
  fakeServer();
  const { container } = await renderPage(<Projects />);
  const section = screen.getByRole('region', { name: 'Featured Projects' });
  const pictured = projects.find((project) => project.image?.alt);
  const image = pictured?.image;
  const unpictured = projects.find((project) => !project.image);
  if (!pictured || !image || !unpictured)
    throw new Error('the fixture has a project with a described picture and one without a picture');
  const card = (await within(section).findByRole('heading', { name: pictured.title })).closest('li');
  if (!card) throw new Error(`no card for ${pictured.title}`);

  const img = within(card).getByRole('img', { name: image.alt });
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('decoding', 'async');
  expect(img).toHaveAttribute('width', String(image.width));
  expect(img).toHaveAttribute('height', String(image.height));
  expect(img).toHaveAttribute('src', image.src);
  const sources = [...card.querySelectorAll('picture > source')].map((source) => [
    source.getAttribute('type'),
    source.getAttribute('srcset'),
    source.getAttribute('sizes'),
  ]);
  expect(sources.map(([type]) => type)).toEqual(['image/avif', 'image/webp']);
  expect(sources).toEqual(image.sources.map(({ type, srcset }) => [type, srcset, image.sizes]));
  // After the title in the document: the title is what a screen reader meets first.
  expect(card.firstElementChild?.tagName).toBe('H3');

  const bare = (await within(section).findByRole('heading', { name: unpictured.title })).closest('li');
  expect(bare?.querySelector('picture, img')).toBeNull();
  expect(container.querySelectorAll('img')).toHaveLength(projects.filter((project) => project.image).length);
});

it('keeps a picture without imageAlt out of the accessibility tree: the title beside it names it', async () => {
  const pictured = projects.find((project) => project.image);
  if (!pictured?.image) throw new Error('the fixture has a project with a picture');
  fakeServer({ '/api/projects': [{ ...pictured, image: { ...pictured.image, alt: '' } }] });
  const { container } = await renderPage(<Projects />);
  await screen.findByRole('heading', { name: pictured.title });
  expect(container.querySelector('img')).toHaveAttribute('alt', '');
  expect(screen.queryByRole('img')).toBeNull();
});

it('links a project’s title to its case study, and not when the case study it names is none of the page’s', async () => {
  const [first, second] = projects;
  fakeServer({
    '/api/projects': [
      { ...first, caseStudy: 'fleetpulse' },
      // A name every JavaScript object answers to, though no case study has it.
      { ...second, caseStudy: 'constructor' },
    ],
  });
  const page = documentPage();
  await renderPage(
    <PageContext value={{ ...page, caseStudies: { fleetpulse: '/projects/fleetpulse/' } }}>
      <Projects />
    </PageContext>,
  );
  const section = screen.getByRole('region', { name: 'Featured Projects' });
  const linked = await within(section).findByRole('heading', { name: first.title });
  expect(within(linked).getByRole('link')).toHaveAttribute('href', '/projects/fleetpulse/');
  const unlinked = within(section).getByRole('heading', { name: second.title });
  // Not even an anchor without its href (React drops a function given as one).
  expect(unlinked.querySelector('a')).toBeNull();
  expect(unlinked).toHaveTextContent(second.title);
});
