import type { OwnPageTexts, OwnPageView } from '../../shared/own-page-view.ts';
import { EntryPage, UpdatedOn } from '../writing/EntryPage.tsx';

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
            <UpdatedOn words={texts.updated} day={ownPage.updated} dayText={ownPage.updatedText} />
          )}
          {ownPage.draft && <span className="post-draft">{texts.draft}</span>}
        </p>
      )}
    </EntryPage>
  );
}
