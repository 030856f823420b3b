import { bodies } from 'virtual:api-content';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { parseAnswer } from '../shared/api-content.ts';
import { App } from './App.tsx';
import { type ApiPath, fulfilledContentRequest } from './data/client.ts';
import { type ContentSource, ContentSourceContext } from './data/content-source.ts';

/** Each endpoint answered at once with the bundled content the Worker answers it with. */
const bundledSource: ContentSource = <Path extends ApiPath>(path: Path) => {
  if (!(path in bodies)) throw new Error(`No bundled content answers ${path}`);
  return fulfilledContentRequest(parseAnswer(bodies, path));
};

/**
 * The page as HTML, for the build's prerender (builder/prerender.ts): the same tree main.tsx
 * hydrates, every data section filled from the content the Worker serves, nothing hidden, so the
 * first paint needs no JavaScript and shows every section.
 */
export function render(): string {
  const html = renderToString(
    <StrictMode>
      <ContentSourceContext value={bundledSource}>
        <App />
      </ContentSourceContext>
    </StrictMode>,
  );
  // A boundary that suspended was rendered empty, marked for the browser to fill (`<!--$!-->`):
  // its section would then appear only after the JavaScript, which is what the prerender is for.
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->'))
    throw new Error('A data section did not render its data in the prerender');
  return html;
}
