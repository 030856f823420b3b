import type { OwnPageTexts, OwnPageView } from '../../shared/own-page-view.ts';
import { fillParts } from '../../shared/texts/fill.ts';
import { EntryPage } from '../writing/EntryPage.tsx';

type Props = { ownPage: OwnPageView; texts: OwnPageTexts };

/**
 * An owner's own page (/now/, /uses/…), written by the prerender with no script of the page's, in
 * a post's frame: its title, the day it last changed, and its body.
 */
export function OwnPage({ ownPage, texts }: Props) {
  return (
    <EntryPage title={ownPage.title} html={ownPage.html}>
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
    </EntryPage>
  );
}
