import { fillParts } from '../../shared/texts/fill.ts';
import type { WritingTexts } from '../../shared/texts/writing.ts';
import type { PostView } from '../../shared/writing-view.ts';
import { EntryPage, UpdatedOn } from './EntryPage.tsx';

type Props = { post: PostView; texts: WritingTexts; indexHref: string };

/**
 * A post's page, written by the prerender with no script of the page's: the top bar (its links
 * lead to the portfolio's sections), the title, the dates, the reading time, the tags, its
 * picture, the body and the footer.
 */
export function PostPage({ post, texts, indexHref }: Props) {
  return (
    <EntryPage
      back={{ href: indexHref, label: texts.allPosts }}
      title={post.title}
      image={post.image}
      html={post.html}
    >
      <p className="post-list__meta">
        <time dateTime={post.date}>{post.dateText}</time>
        {post.updated && post.updatedText && (
          <UpdatedOn words={texts.updated} day={post.updated} dayText={post.updatedText} />
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
    </EntryPage>
  );
}
