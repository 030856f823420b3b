import { fillParts } from '../../shared/texts/fill.ts';
import type { WritingTexts } from '../../shared/texts/writing.ts';
import type { PostSummary } from '../../shared/writing-view.ts';

type Props = { posts: PostSummary[]; texts: WritingTexts; headingLevel: 'h2' | 'h3' };

/**
 * Posts, newest first: each one's title (a link to its page, or out to where it lives), date,
 * reading time and description. The same list on the portfolio's Writing section and on the index.
 */
export function PostList({ posts, texts, headingLevel: Heading }: Props) {
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post.slug} className="post-list__item card" lang={post.lang} dir={post.dir}>
          <Heading className="post-list__title">
            <a href={post.href}>{post.title}</a>
          </Heading>
          <p className="post-list__meta">
            <time dateTime={post.date}>{post.dateText}</time>
            {post.readingText && <span>{post.readingText}</span>}
            {post.externalSite && <span>{fillParts(texts.externalPost, { site: post.externalSite })}</span>}
            {post.draft && <span className="post-draft">{texts.draft}</span>}
          </p>
          <p className="post-list__description">{post.description}</p>
        </li>
      ))}
    </ul>
  );
}
