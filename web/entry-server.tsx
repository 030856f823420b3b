import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';

/**
 * The page as HTML, for the build's prerender (scripts/prerender.ts). The same tree main.tsx
 * hydrates: data sections empty, nothing hidden, so the first paint needs no JavaScript.
 */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
