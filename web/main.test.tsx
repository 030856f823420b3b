import { act } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { render } from './entry-server.tsx';
import { fakeServer, settle } from './test/fetch.ts';
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

it('renders into an empty #root', async () => {
  const fetchMock = fakeServer();
  document.body.innerHTML = '<div id="root"></div>';
  await startPage();
  await settle(fetchMock);
  expect(document.querySelector('h1')).toBeInTheDocument();
  expect(document.body).toHaveTextContent(about.content[0]);
});

it('hydrates a prerendered #root without a mismatch, then fills the data sections', async () => {
  const fetchMock = fakeServer();
  document.body.innerHTML = `<div id="root">${render()}</div>`;
  const heroTitle = document.querySelector('h1');
  const consoleError = vi.spyOn(console, 'error');
  await startPage();
  await settle(fetchMock);
  expect(consoleError).not.toHaveBeenCalled();
  // Hydration kept the server's nodes instead of rendering new ones.
  expect(document.querySelector('h1')).toBe(heroTitle);
  expect(document.body).toHaveTextContent(about.content[0]);
});
