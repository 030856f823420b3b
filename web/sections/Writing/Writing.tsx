import { Section } from '../../components/Section.tsx';
import { usePage } from '../../page.ts';
import { PostList } from '../../writing/PostList.tsx';

/** How many of the newest posts the portfolio shows; the rest are a link away, on the list. */
export const newestPostsShown = 3;

/**
 * Writing, after Projects, when the site has a published post (docs/owner-guide.md, "Writing"):
 * the newest posts and a link to all of them. Nothing on a site without one, so the page stays the
 * spec's. Its rules come with the posts' (web/writing/writing.css): the prerender puts them in
 * this page's stylesheet only when the section is on it.
 */
export function Writing() {
  const { writing } = usePage();
  if (!writing) return null;
  return (
    <Section id="writing" title={writing.texts.writing} className="writing">
      <PostList posts={writing.posts.slice(0, newestPostsShown)} texts={writing.texts} headingLevel="h3" />
      <p className="writing__all">
        <a href={writing.indexHref}>{writing.texts.allPosts}</a>
      </p>
    </Section>
  );
}
