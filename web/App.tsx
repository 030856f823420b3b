// The colour tokens (shared/palette.ts, with the owner's accent from content/site.json), before
// global.css so that its print rules override them.
import 'virtual:palette.css';
// Before every section's own stylesheet, which comes after the shared tokens and base rules.
import './styles/global.css';
// The owner's font, when site.json names one (builder/theme/page-font.ts).
import 'virtual:font.css';
import { usePage } from './page.ts';
import { About } from './sections/About/About.tsx';
import { Contact } from './sections/Contact/Contact.tsx';
import { Education } from './sections/Education/Education.tsx';
import { Experience } from './sections/Experience/Experience.tsx';
import { Footer } from './sections/Footer/Footer.tsx';
import { Hero } from './sections/Hero/Hero.tsx';
import { Projects } from './sections/Projects/Projects.tsx';
import { Skills } from './sections/Skills/Skills.tsx';
import { TopBar } from './sections/TopBar/TopBar.tsx';
import { Writing } from './sections/Writing/Writing.tsx';

/** The whole page (spec §2). Renders on the server too: nothing here touches the browser while rendering. */
export function App() {
  const { texts } = usePage();
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToMain}
      </a>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <Hero />
        <About />
        <Experience />
        <Skills />
        <Projects />
        <Writing />
        <Education />
        <Contact />
      </main>
      <Footer />
    </>
  );
}
