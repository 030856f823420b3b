import type { WritingData } from '../../shared/writing-view.ts';
import { usePage } from '../page.ts';
import { Footer } from '../sections/Footer/Footer.tsx';
import { TopBar } from '../sections/TopBar/TopBar.tsx';
import { PostList } from './PostList.tsx';
import { ScriptlessMenu } from './ScriptlessMenu.tsx';

/** A language's list of every post (`/writing/`, `/de/writing/`), written with no script, as a post's page. */
export function WritingIndexPage({ writing }: { writing: WritingData }) {
  const page = usePage();
  return (
    <>
      <a className="skip-link" href="#main">
        {page.texts.skipToMain}
      </a>
      <TopBar Menu={ScriptlessMenu} />
      <main id="main" tabIndex={-1} className="writing-page">
        <div className="container">
          <h1 className="post__title">{writing.texts.writing}</h1>
          <PostList posts={writing.posts} texts={writing.texts} headingLevel="h2" />
        </div>
      </main>
      <Footer />
    </>
  );
}
