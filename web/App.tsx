// The colour tokens (shared/palette.ts, with the owner's accent from content/site.json), before
// global.css so that its print rules override them.
import 'virtual:palette.css';
// Before every section's own stylesheet, which comes after the shared tokens and base rules.
import './styles/global.css';
// The owner's font, when site.json names one (builder/theme/page-font.ts).
import 'virtual:font.css';
import { Suspense } from 'react';
import { pageSections } from '../shared/sections.ts';
import { usePage } from './page.ts';
import { Footer } from './sections/Footer/Footer.tsx';
import { sectionComponents } from './sections/index.ts';
import { TopBar } from './sections/TopBar/TopBar.tsx';

/**
 * The whole page (spec §2). Renders on the server too: nothing here touches the browser while rendering.
 * The bar, each section and the footer are each a Suspense boundary of their own, which suspends on
 * nothing: in the browser React hydrates the page's frame in one short task, then each of these
 * in time-sliced work of its own that yields to input, and first the one a visitor taps
 * (docs/decisions.md, "Hydration in pieces"). Their markers are HTML comments.
 */
export function App() {
  const { texts } = usePage();
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToMain}
      </a>
      <Suspense>
        <TopBar />
      </Suspense>
      <main id="main" tabIndex={-1}>
        {/* Each section in the page's order (shared/sections.ts); one left out renders nothing. */}
        {pageSections.map(({ id }) => {
          const Section = sectionComponents[id];
          return (
            <Suspense key={id}>
              <Section />
            </Suspense>
          );
        })}
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </>
  );
}
