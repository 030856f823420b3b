import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { rootErrorHandlers } from './data/root-errors.ts';

// `npm run dev` styles the Writing section with the posts' rules, which the build's prerender puts
// inline only on a page that has the section: the build drops this branch, and its stylesheet.
if (import.meta.env.DEV) import('./writing/writing.css');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const page = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A build that prerendered the page into #root is hydrated; a bare shell is rendered from scratch.
if (root.hasChildNodes()) hydrateRoot(root, page, rootErrorHandlers);
else createRoot(root, rootErrorHandlers).render(page);
// Read by `npm run bench`: when the JavaScript has finished evaluating and React has taken over.
performance.mark('app:hydrated');
