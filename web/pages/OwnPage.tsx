import type { OwnPageTexts, OwnPageView } from '../../shared/own-page-view.ts';
import { fillParts } from '../../shared/texts/fill.ts';
import { WritingFrame } from '../writing/WritingFrame.tsx';

type Props = { ownPage: OwnPageView; texts: OwnPageTexts };

/**
 * An owner's own page (/now/, /uses/…), written by the prerender with no script of the page's, in
 * a post's frame: its title, the day it last changed, and its body.
 */
export function OwnPage({ ownPage, texts }: Props) {
  return (
    <WritingFrame>
      <article className="container post">
        <header className="post__header">
          <h1 className="post__title">{ownPage.title}</h1>
          {(ownPage.updated || ownPage.draft) && (
            <p className="post-list__meta">
              {ownPage.updated && ownPage.updatedText && (
                <span>
                  {fillParts(texts.updated, {
                    date: (
                      <time key="updated" dateTime={ownPage.updated}>
                        {ownPage.updatedText}
                      </time>
                    ),
                  })}
                </span>
              )}
              {ownPage.draft && <span className="post-draft">{texts.draft}</span>}
            </p>
          )}
        </header>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own HTML, sanitized at build time as a post's (builder/markdown/markdown.ts): no script, handler or javascript: link */}
        <div className="post__body" dangerouslySetInnerHTML={{ __html: ownPage.html }} />
      </article>
    </WritingFrame>
  );
}
