import { bodies } from 'virtual:api-content';
import { act } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { parseAnswer } from '../shared/api-content.ts';
import { render } from './entry-server.tsx';
import { fakeServer, serverError, settle } from './test/fetch.ts';
import { about } from './test/fixtures.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

async function startPage() {
  await act(async () => {
    await import('./main.tsx');
  });
}

/** The Worker's answers: the bundled content the prerender used. */
const workerAnswers = () =>
  Object.fromEntries(Object.entries(bodies).map(([path, body]) => [path, JSON.parse(body)]));
const aboutText = parseAnswer(bodies, '/api/about').content[0];

it('renders into an empty #root, then fills the data sections', async () => {
  const fetchMock = fakeServer();
  document.body.innerHTML = '<div id="root"></div>';
  await startPage();
  await settle(fetchMock);
  expect(document.querySelector('h1')).toBeInTheDocument();
  expect(document.body).toHaveTextContent(about.content[0]);
});

it('hydrates the prerendered page, data sections included, without a mismatch or a message', async () => {
  const fetchMock = fakeServer(workerAnswers());
  document.body.innerHTML = `<div id="root">${render()}</div>`;
  const heroTitle = document.querySelector('h1');
  const firstParagraph = document.querySelector('.about__text p');
  expect(firstParagraph).toHaveTextContent(aboutText);
  const consoleError = vi.spyOn(console, 'error');
  await startPage();
  await settle(fetchMock);
  expect(consoleError).not.toHaveBeenCalled();
  // Hydration kept the server's nodes instead of rendering new ones, in the data sections too.
  expect(document.querySelector('h1')).toBe(heroTitle);
  expect(document.querySelector('.about__text p')).toBe(firstParagraph);
  // The spec's six endpoints, and the talks the fixture has.
  expect(fetchMock).toHaveBeenCalledTimes(7);
});

it('keeps a section’s prerendered data while its request is on the way', async () => {
  let answer: (response: Response) => void = () => {};
  const pending = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  const fetchMock = fakeServer(workerAnswers());
  fetchMock.mockImplementationOnce(() => pending);
  document.body.innerHTML = `<div id="root">${render()}</div>`;
  await startPage();
  expect(fetchMock.mock.calls[0][0]).toBe('/api/about');
  expect(document.querySelector('#about')).toHaveTextContent(aboutText);
  await act(async () => answer(Response.json(parseAnswer(bodies, '/api/about'))));
  await settle(fetchMock);
  expect(document.querySelector('#about')).toHaveTextContent(aboutText);
});

it('empties only the section whose request failed, silently', async () => {
  const fetchMock = fakeServer({ ...workerAnswers(), '/api/about': serverError() });
  document.body.innerHTML = `<div id="root">${render()}</div>`;
  const consoleError = vi.spyOn(console, 'error');
  const reportError = vi.fn();
  vi.stubGlobal('reportError', reportError);
  await startPage();
  await settle(fetchMock);
  expect(document.querySelector('#about')).toHaveTextContent(/^About Me$/);
  expect(document.querySelector('#skills li')).toBeInTheDocument();
  expect(document.querySelector('#projects li')).toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalled();
  expect(reportError).not.toHaveBeenCalled();
});
