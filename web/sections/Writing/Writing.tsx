import { Section } from '../../components/Section.tsx';
import { usePage } from '../../page.ts';
import { PostList } from '../../writing/PostList.tsx';

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
      {/* The page's data holds the newest posts only (builder/page-data.ts). */}
      <PostList posts={writing.posts} texts={writing.texts} headingLevel="h3" />
      <p className="writing__all">
        <a href={writing.indexHref}>{writing.texts.allPosts}</a>
      </p>
    </Section>
  );
}
