import { createContext, use } from 'react';
import {
  commentFields,
  commentLimits,
  commentPath,
  commentTurnstileLoader,
  type ResponsesSectionView,
} from '../../shared/responses-section.ts';

/**
 * The responses section of the entry page being drawn, when it takes responses: the prerender
 * gives it (web/entry-server.tsx), so no collection's page names it (web/writing/EntryPage.tsx).
 */
export const ResponsesContext = createContext<ResponsesSectionView | undefined>(undefined);

/**
 * The end of an entry's page when site.json turns responses on: its heading, the list the Worker
 * fills with the approved ones on the way out (empty here), and, with comments on, a plain form
 * that posts to the Worker and works with no script. With Turnstile, a small loader fetches the
 * widget once the reader starts to write, so a reader who only reads contacts no one else.
 */
export function ResponsesSection({ texts, comments }: ResponsesSectionView) {
  return (
    <section className="responses" id="responses" aria-labelledby="responses-title">
      <h2 id="responses-title">{texts.responses}</h2>
      <div className="responses__list" data-responses="" />
      {comments && (
        <form className="responses__form" method="post" action={commentPath} aria-labelledby="comment-title">
          <h3 id="comment-title">{texts.commentHeading}</h3>
          <p className="responses__note" id="comment-note">
            {texts.commentModerated}
          </p>
          <input type="hidden" name={commentFields.page} value={comments.page} />
          <p className="form-field">
            <label htmlFor="comment-name">{texts.commentName}</label>
            <input
              id="comment-name"
              name={commentFields.name}
              type="text"
              autoComplete="name"
              required
              maxLength={commentLimits.name}
            />
          </p>
          <p className="form-field">
            <label htmlFor="comment-url">{texts.commentUrl}</label>
            {/* Text with a URL keyboard, not type="url": HTML_CodeSniffer refuses autocomplete="url" on it (H98). */}
            <input
              id="comment-url"
              name={commentFields.url}
              type="text"
              inputMode="url"
              autoComplete="url"
              maxLength={commentLimits.url}
              pattern="https?://\S+"
            />
          </p>
          <p className="form-field">
            <label htmlFor="comment-text">{texts.commentText}</label>
            <textarea
              id="comment-text"
              name={commentFields.text}
              rows={5}
              required
              maxLength={commentLimits.text}
              aria-describedby="comment-note"
            />
          </p>
          {/* The Worker's honeypot: out of sight, out of the tab order and out of the accessibility tree. */}
          <div className="visually-hidden form-honeypot" aria-hidden="true">
            <label htmlFor="comment-email">Email</label>
            <input id="comment-email" name={commentFields.honeypot} tabIndex={-1} autoComplete="off" />
          </div>
          {comments.turnstileSiteKey && (
            <>
              <div className="responses__turnstile" data-sitekey={comments.turnstileSiteKey} />
              <script src={commentTurnstileLoader} defer />
            </>
          )}
          <button type="submit" className="button button--primary responses__send">
            {texts.commentSend}
          </button>
        </form>
      )}
    </section>
  );
}

/** The section of the page being drawn, if it has one. */
export function EntryResponses() {
  const section = use(ResponsesContext);
  return section ? <ResponsesSection {...section} /> : null;
}
