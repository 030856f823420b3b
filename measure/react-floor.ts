/**
 * `npm run bench`'s fourth page, "react-floor": the least a React page can do when its data
 * sections start empty. It is the site's own prerendered HTML with those sections emptied by the
 * bench, plus the six API preloads in <head> the site used to have, but instead of the site's
 * JavaScript it runs this bare React 19 bundle, which fetches the six endpoints the moment it has
 * evaluated and renders their data straight into the empty sections: no hydration, no components,
 * no state, one synchronous render per section. What is left is the cost of React itself
 * arriving, starting and rendering the data.
 */
import { createElement as h, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Content } from '../shared/content-files.ts';

const get = <Key extends keyof Content>(path: string) =>
  fetch(path).then((response) => response.json() as Promise<Content[Key]>);

function put(selector: string, children: ReactNode) {
  const host = document.createElement('div');
  document.querySelector(selector)?.append(host);
  flushSync(() => createRoot(host).render(children));
}

// The paths the bench preloaded in <head>, in the page's own language (`/api/about`, or
// `/api/de/about` for `npm run bench -- --path /de/`), found by name: the registry has more kinds
// than these six (talks), and by position the footer waited on the education answer for ever.
const preloaded = Array.from(
  document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'),
  (link) => link.getAttribute('href') ?? '',
);
const pathOf = (name: string) => preloaded.find((href) => href.endsWith(`/${name}`)) ?? `/api/${name}`;
const [aboutPath, workPath, skillsPath, projectsPath, educationPath, linksPath] = [
  'about',
  'work-experience',
  'skills',
  'projects',
  'education',
  'links',
].map(pathOf);

Promise.all([
  get<'about'>(aboutPath),
  get<'workExperience'>(workPath),
  get<'skills'>(skillsPath),
  get<'projects'>(projectsPath),
  get<'education'>(educationPath),
  get<'links'>(linksPath),
]).then(([about, work, skills, projects, education, links]) => {
  put(
    '#about .container',
    about.content.map((text) => h('p', { key: text }, text)),
  );
  put(
    '#experience .container',
    work.map((job) =>
      h('div', { key: job.organization + job.title }, h('h3', null, job.title), job.organization),
    ),
  );
  put(
    '#skills .container',
    skills.map((group) => h('p', { key: group.category }, group.skills.join(', '))),
  );
  put(
    '#projects .container',
    projects.map((project) =>
      h('div', { key: project.title }, h('h3', null, project.title), project.description),
    ),
  );
  put(
    '#education .container',
    education.map((record) => {
      const name = 'degree' in record ? record.college : record.certificateName;
      return h('p', { key: name }, name);
    }),
  );
  put(
    'footer',
    links.map((link) => h('a', { key: link.url, href: link.url }, link.name)),
  );
});
performance.mark('app:hydrated');
