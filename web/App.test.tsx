import { screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PagePart } from '../shared/page-data.ts';
import { App } from './App.tsx';
import { documentPage, PageContext } from './page.ts';
import { fakeServer, requestCounts, serverError, settle } from './test/fetch.ts';
import { about, links, projects, skills, workExperience } from './test/fixtures.ts';
import { renderPage } from './test/render.ts';

const endpoints = [
  '/api/about',
  '/api/work-experience',
  '/api/skills',
  '/api/projects',
  '/api/talks',
  '/api/education',
  '/api/links',
];

/**
 * The page; `leftOut`: the parts whose kind of content the owner has no file of (builder/page-data.ts),
 * besides the fixture's own (it has no GitHub snapshot).
 */
function renderApp(leftOut?: PagePart[]) {
  const page = documentPage();
  return renderPage(
    <StrictMode>
      <PageContext value={{ ...page, ...(leftOut && { leftOut: [...(page.leftOut ?? []), ...leftOut] }) }}>
        <App />
      </PageContext>
    </StrictMode>,
  );
}

it('requests each of the six endpoints, and the talks, exactly once, under StrictMode', async () => {
  const fetchMock = fakeServer();
  await renderApp();
  await screen.findByText(about.content[0]);
  await settle(fetchMock);
  expect(requestCounts(fetchMock)).toEqual(Object.fromEntries(endpoints.map((path) => [path, 1])));
});

it('has the sections with the spec ids in order, Talks after Projects, landmarks, one h1 and a skip link', async () => {
  const fetchMock = fakeServer();
  const { container } = await renderApp();
  await settle(fetchMock);
  expect([...container.querySelectorAll('section[id]')].map((section) => section.id)).toEqual([
    'home',
    'about',
    'experience',
    'skills',
    'projects',
    'talks',
    'education',
    'contact',
  ]);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'About Me',
    'Work Experience',
    'Technical Skills',
    'Featured Projects',
    'Talks',
    'Education & Certifications',
    'Get In Touch',
    'Get In Touch',
    'Follow Me',
    'Quick Links',
    "Let's Work Together",
  ]);
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const skipLink = screen.getAllByRole('link')[0];
  expect(skipLink).toHaveTextContent('Skip to main content');
  expect(skipLink).toHaveAttribute('href', '#main');
});

it('leaves only the failed section empty, silently, while the others fill', async () => {
  const fetchMock = fakeServer({ '/api/projects': serverError() });
  await renderApp();
  await screen.findByText(about.content[0]);
  await settle(fetchMock);

  const projectsSection = screen.getByRole('region', { name: 'Featured Projects' });
  expect(projectsSection).toHaveTextContent(/^Featured Projects$/);
  expect(screen.queryByText(projects[0].title)).not.toBeInTheDocument();

  expect(
    within(screen.getByRole('region', { name: 'Technical Skills' })).getAllByRole('listitem'),
  ).toHaveLength(skills.length);
  expect(
    within(screen.getByRole('region', { name: 'Work Experience' })).getByText(workExperience[0].title),
  ).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Professional Certifications' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: `${links[0].name} (opens in a new tab)` })).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/loading|error|failed/i);
});

it('stays whole, with every title and no message, when every endpoint fails', async () => {
  const fetchMock = fakeServer(Object.fromEntries(endpoints.map((path) => [path, new TypeError('offline')])));
  await renderApp();
  await settle(fetchMock);
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(document.body).not.toHaveTextContent(/loading|error|failed|offline/i);
});

describe('a site without a file of some kind of content', () => {
  const sectionIds = (container: HTMLElement) =>
    [...container.querySelectorAll('section[id]')].map((section) => section.id);
  const barLinks = () =>
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

  it('has no Projects or Education section, no top-bar link to them, and asks neither endpoint', async () => {
    const fetchMock = fakeServer();
    const { container } = await renderApp(['projects', 'education']);
    await screen.findByText(about.content[0]);
    await settle(fetchMock);
    expect(sectionIds(container)).toEqual(['home', 'about', 'experience', 'skills', 'talks', 'contact']);
    expect(barLinks()).toEqual(['#home', '#about', '#experience', '#skills', '#talks', '#contact']);
    expect(requestCounts(fetchMock)).toEqual({
      '/api/about': 1,
      '/api/work-experience': 1,
      '/api/skills': 1,
      '/api/talks': 1,
      '/api/links': 1,
    });
  });

  it('without talks.json is the spec’s page: its sections, its top bar, its six endpoints', async () => {
    const fetchMock = fakeServer();
    const { container } = await renderApp(['talks']);
    await screen.findByText(about.content[0]);
    await settle(fetchMock);
    const spec = ['home', 'about', 'experience', 'skills', 'projects', 'education', 'contact'];
    expect(sectionIds(container)).toEqual(spec);
    expect(barLinks()).toEqual(spec.map((id) => `#${id}`));
    expect(Object.keys(requestCounts(fetchMock)).toSorted()).toEqual(
      endpoints.filter((path) => path !== '/api/talks').toSorted(),
    );
  });

  it('has no About section or link to it, and a footer without Follow Me, without about.json and links.json', async () => {
    const fetchMock = fakeServer();
    const { container } = await renderApp(['about', 'follow-me']);
    await screen.findByText(skills[0].category);
    await settle(fetchMock);
    expect(sectionIds(container)).not.toContain('about');
    expect(barLinks()).not.toContain('#about');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('heading', { name: 'Follow Me' })).toBeNull();
    expect(
      within(within(footer).getByRole('navigation', { name: 'Quick Links' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Portfolio', 'Contact']);
    expect(Object.keys(requestCounts(fetchMock))).not.toContain('/api/links');
    expect(Object.keys(requestCounts(fetchMock))).not.toContain('/api/about');
  });
});
