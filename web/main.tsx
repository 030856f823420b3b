import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { rootErrorHandlers } from './data/root-errors.ts';
import { replayEarlyInput, takeEarlyInput } from './early-input.ts';

// `npm run dev` adds the rules of the sections that bring their own, after the page's, as the
// build's prerender does on a page that shows them: the build drops this branch, and their rules.
if (import.meta.env.DEV)
  import('./sections/own-stylesheets.ts').then(({ sectionStylesheets }) => {
    for (const css of Object.values(sectionStylesheets))
      document.head.append(Object.assign(document.createElement('style'), { textContent: css }));
  });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Taps before this line were kept by the start script; React sees every later one.
const early = takeEarlyInput();

/**
 * Renders nothing: its effect runs once the page's frame has hydrated. The taps go in a task of
 * their own: inside React's commit it cannot hydrate the bar or a section they fall in first.
 */
function ReplayEarlyInput() {
  useEffect(() => {
    const replay = setTimeout(() => replayEarlyInput(early));
    return () => clearTimeout(replay);
  }, []);
  return null;
}

const page = (
  <StrictMode>
    <App />
    <ReplayEarlyInput />
  </StrictMode>
);

// A build that prerendered the page into #root is hydrated; a bare shell is rendered from scratch.
if (root.hasChildNodes()) hydrateRoot(root, page, rootErrorHandlers);
else createRoot(root, rootErrorHandlers).render(page);
// Read by `npm run bench`: when the JavaScript has finished evaluating and React has the page's
// events; it hydrates the bar, the sections and the footer in slices after (web/App.tsx).
performance.mark('app:hydrated');
