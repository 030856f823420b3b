import { bodies } from 'virtual:api-content';
import { type ReactNode, StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { CollectionPageRenderer, CollectionPageView } from '../shared/collection-pages.ts';
import type { CollectionKey } from '../shared/content-files.ts';
import { pagePathOf } from '../shared/locales.ts';
import { App } from './App.tsx';
import { collectionRenderers } from './collections.ts';
import { type ApiPath, type ApiResponses, fulfilledContentRequest } from './data/client.ts';
import { type ContentSource, ContentSourceContext } from './data/content-source.ts';
import { OtherPageContext, PageContext, pages } from './page.ts';
import { ReadingAidsContext } from './reading-aids/ReadingAids.tsx';
// The reading aids' rules and the responses section's, for the prerender to put on the pages that have them only.
import readingAidsStylesheet from './reading-aids/reading-aids.css?inline';
import { ResponsesContext } from './responses/ResponsesSection.tsx';
import responsesStylesheet from './responses/responses.css?inline';
import { sectionStylesheets } from './sections/own-stylesheets.ts';

/** The rules of the sections that bring their own, for the prerender to put after the page's stylesheet. */
export { sectionStylesheets };

/** Each collection's own rules, after the page's stylesheet on its pages. */
export const collectionStylesheets = Object.fromEntries(
  Object.entries(collectionRenderers).map(([key, { stylesheet }]) => [key, stylesheet]),
) as Record<CollectionKey, string>;

/** The rules of the parts only some entries' pages have, each on those pages only. */
export const partStylesheets = { responses: responsesStylesheet, aids: readingAidsStylesheet };

/** Each endpoint answered at once, in the page's language, with the bundled content the Worker answers it with. */
const bundledSource =
  (api: Record<ApiPath, string>): ContentSource =>
  <Path extends ApiPath>(path: Path) => {
    const body = (bodies as Record<string, string>)[api[path]];
    if (body === undefined) throw new Error(`No bundled content answers ${api[path]}`);
    return fulfilledContentRequest(JSON.parse(body) as ApiResponses[Path]);
  };

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

/**
 * A collection's page as HTML, for the prerender: no hydration markers, since it ships no script.
 * Its language switch leads to the same page in each language (`languageHrefs`), its links to the
 * portfolio's sections to the portfolio in its language.
 */
export const renderCollectionPage: CollectionPageRenderer = (
  locale,
  view,
  languageHrefs,
  responses,
  aids,
) => {
  const page = pages.pages[locale];
  const languages = page.languages.map((language) => ({
    ...language,
    href: languageHrefs[language.tag] ?? language.href,
  }));
  const portfolio = pagePathOf(locale, pages.defaultLocale);
  return renderToStaticMarkup(
    <StrictMode>
      <PageContext value={{ ...page, languages }}>
        <OtherPageContext value={{ portfolio }}>
          <ContentSourceContext value={bundledSource(page.api)}>
            <ResponsesContext value={responses}>
              <ReadingAidsContext value={aids}>
                {(collectionRenderers[view.collection].render as (view: CollectionPageView) => ReactNode)(
                  view,
                )}
              </ReadingAidsContext>
            </ResponsesContext>
          </ContentSourceContext>
        </OtherPageContext>
      </PageContext>
    </StrictMode>,
  );
};
