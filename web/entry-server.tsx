import { bodies } from 'virtual:api-content';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';
import { type ApiPath, type ApiResponses, fulfilledContentRequest } from './data/client.ts';
import { type ContentSource, ContentSourceContext } from './data/content-source.ts';
import { PageContext, pages } from './page.ts';

/** Each endpoint answered at once, in the page's language, with the bundled content the Worker answers it with. */
const bundledSource =
  (api: Record<ApiPath, string>): ContentSource =>
  <Path extends ApiPath>(path: Path) => {
    const body = (bodies as Record<string, string>)[api[path]];
    if (body === undefined) throw new Error(`No bundled content answers ${api[path]}`);
    return fulfilledContentRequest(JSON.parse(body) as ApiResponses[Path]);
  };

/** Every language's page data: the prerender renders each. */
export { pages };

/**
 * The page as HTML in one of the site's languages, for the build's prerender
 * (builder/prerender.ts): the same tree main.tsx hydrates, every data section filled from the
 * content the Worker serves, nothing hidden, so the first paint needs no JavaScript and shows
 * every section.
 */
export function render(locale = pages.defaultLocale): string {
  const page = pages.pages[locale];
  const html = renderToString(
    <StrictMode>
      <PageContext value={page}>
        <ContentSourceContext value={bundledSource(page.api)}>
          <App />
        </ContentSourceContext>
      </PageContext>
    </StrictMode>,
  );
  // A boundary that suspended was rendered empty, marked for the browser to fill (`<!--$!-->`):
  // its section would then appear only after the JavaScript, which is what the prerender is for.
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->'))
    throw new Error('A data section did not render its data in the prerender');
  return html;
}
