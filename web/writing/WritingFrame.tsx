import type { ReactNode } from 'react';
import { usePage } from '../page.ts';
import { Footer } from '../sections/Footer/Footer.tsx';
import { TopBar } from '../sections/TopBar/TopBar.tsx';
import { ScriptlessMenu } from './ScriptlessMenu.tsx';

/**
 * What a page of posts has around its own content, as the portfolio has it: the skip link, the top
 * bar (its menu a native disclosure, since these pages ship no script), the main landmark and the
 * footer.
 */
export function WritingFrame({ children }: { children: ReactNode }) {
  const { texts } = usePage();
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToMain}
      </a>
      <TopBar Menu={ScriptlessMenu} />
      <main id="main" tabIndex={-1} className="writing-page">
        {children}
      </main>
      <Footer />
    </>
  );
}
