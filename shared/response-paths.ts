/**
 * Where the Worker answers comments and webmentions: one address each, named by the pages that
 * advertise them (the build's `<link rel="webmention">`, the Worker's `Link` header) and by the
 * routes that answer them.
 */

/** The webmention endpoint (W3C Webmention §3.1.2), advertised on each page that takes responses. */
export const webmentionPath = '/api/webmention';

/** The owner's moderation links: GET shows a response, the page's button POSTs the decision. */
export const moderationPath = '/api/responses/moderate';

/** The comment form's POST; GET of it with `?page=` is the "awaits approval" page. */
export const commentPath = '/api/responses/comment';
