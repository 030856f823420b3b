import { fillParts } from '../../shared/texts/fill.ts';
import type { WritingTexts } from '../../shared/texts/writing.ts';
import type { PostView } from '../../shared/writing-view.ts';
import { Picture } from '../components/Picture.tsx';
import { WritingFrame } from './WritingFrame.tsx';

type Props = { post: PostView; texts: WritingTexts; indexHref: string };

/**
 * A post's page, written by the prerender with no script of the page's: the top bar (its links
 * lead to the portfolio's sections), the title, the dates, the reading time, the tags, its
 * picture, the body and the footer.
 */
export function PostPage({ post, texts, indexHref }: Props) {
  return (
    <WritingFrame>
      <article className="container post">
        <header className="post__header">
          <p className="post__back">
            <a href={indexHref}>{texts.allPosts}</a>
          </p>
          <h1 className="post__title">{post.title}</h1>
          <p className="post-list__meta">
            <time dateTime={post.date}>{post.dateText}</time>
            {post.updated && post.updatedText && (
              <span>
                {fillParts(texts.updated, {
                  date: (
                    <time key="updated" dateTime={post.updated}>
                      {post.updatedText}
                    </time>
                  ),
                })}
              </span>
            )}
            {post.readingText && <span>{post.readingText}</span>}
            {post.draft && <span className="post-draft">{texts.draft}</span>}
          </p>
          {post.tags.length > 0 && (
            <ul className="post__tags" aria-label={texts.tags}>
              {post.tags.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {post.canonical && post.canonicalSite && (
            <p className="post__original">
              {fillParts(texts.originallyPublished, {
                site: (
                  <a key="original" href={post.canonical}>
                    {post.canonicalSite}
                  </a>
                ),
              })}
            </p>
          )}
        </header>
        {post.image && <Picture image={post.image} className="post__image" />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the post's own HTML, sanitized at build time (builder/markdown/markdown.ts): no script, handler or javascript: link */}
        <div className="post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </WritingFrame>
  );
}
