import type { WritingData } from '../../shared/writing-view.ts';
import { PostList } from './PostList.tsx';
import { WritingFrame } from './WritingFrame.tsx';

/** A language's list of every post (`/writing/`, `/de/writing/`), written with no script, as a post's page. */
export function WritingIndexPage({ writing }: { writing: WritingData }) {
  return (
    <WritingFrame>
      <div className="container">
        <h1 className="post__title">{writing.texts.writing}</h1>
        <PostList posts={writing.posts} texts={writing.texts} headingLevel="h2" />
      </div>
    </WritingFrame>
  );
}
