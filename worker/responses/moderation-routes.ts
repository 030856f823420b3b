/**
 * The owner's moderation links, answered: GET shows the response and a button, and only the
 * button's POST acts (mail scanners and link previews open every link in an e-mail). The action
 * and the response are inside the signed token (./moderation-link.ts), so the page needs nothing
 * else and can be sent nothing else.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { secureHeaders } from 'hono/secure-headers';
import type { HtmlEscapedString } from 'hono/utils/html';
import { withoutInvisible } from '../../shared/invisible-characters.ts';
import { moderationPath } from '../../shared/response-paths.ts';
import type { Bindings } from '../env.ts';
import { securityHeaders } from '../security-headers.ts';
import { type ModerationAction, type ModerationGrant, verifyModerationToken } from './moderation-link.ts';
import { approveResponse, rejectResponse, responseById, type StoredResponse } from './store.ts';

export type ModerationEnv = {
  Bindings: Bindings & {
    /** The secret the links are signed with: `wrangler secret put RESPONSES_SIGNING_KEY`. */
    RESPONSES_SIGNING_KEY?: string;
  };
};

// Re-exported: the links (./notify-owner.ts) and their tests name it from here.
export { moderationPath };

/** A token is about 130 characters; a form holding one is far under this. */
export const moderationBodyLimitBytes = 4 * 1024;

/**
 * The Worker's headers, with a policy for a page that loads nothing and whose one form posts here;
 * no Referer, so the token in the address goes nowhere else.
 */
const pageHeaders = secureHeaders({
  ...securityHeaders,
  contentSecurityPolicy: { ...securityHeaders.contentSecurityPolicy, formAction: ["'self'"] },
  referrerPolicy: 'no-referrer',
});

const verbs: Record<ModerationAction, { ask: string; button: string; done: string }> = {
  approve: {
    ask: 'Approve this response?',
    button: 'Approve',
    done: 'Approved: it shows on its page from the next visit.',
  },
  reject: { ask: 'Reject this response?', button: 'Reject', done: 'Rejected: it will not be shown.' },
};

/** A visitor's text as the page shows it: escaped by `html`, isolated, and with nothing unseen in it. */
const visitor = (text: string | undefined) => (text ? html`<bdi>${withoutInvisible(text)}</bdi>` : '—');

async function page(
  c: Context,
  status: 200 | 400 | 403 | 404 | 410 | 415 | 503,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return await c.html(
    html`<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`,
    status,
  );
}

function describeResponse(response: StoredResponse) {
  return html`<dl>
<dt>Kind</dt><dd>${response.kind}</dd>
<dt>Page</dt><dd>${visitor(response.page)}</dd>
<dt>Author</dt><dd>${visitor(response.author.name)}</dd>
<dt>Author’s website</dt><dd>${visitor(response.author.url)}</dd>
<dt>Text</dt><dd>${visitor(response.text)}</dd>
${response.source ? html`<dt>Source</dt><dd>${visitor(response.source)}</dd>` : ''}
<dt>Received</dt><dd>${response.received}</dd>
<dt>Now</dt><dd>${response.status}</dd>
</dl>`;
}

/** The grant a token gives, or the page that says why it gives none. */
async function grantOf(
  c: Context<ModerationEnv>,
  token: string[],
): Promise<{ grant: ModerationGrant; response: StoredResponse } | { refusal: Response }> {
  if (token.length !== 1 || token[0] === '')
    return {
      refusal: await page(
        c,
        400,
        'Not a moderation link',
        html`<p>The link has no token, or more than one.</p>`,
      ),
    };
  let check: Awaited<ReturnType<typeof verifyModerationToken>>;
  try {
    check = await verifyModerationToken(c.env.RESPONSES_SIGNING_KEY, token[0]);
  } catch (error) {
    return {
      refusal: await page(
        c,
        503,
        'Moderation links are not set up',
        html`<p>${(error as Error).message}</p>`,
      ),
    };
  }
  if (!check.ok)
    return { refusal: await page(c, check.status, 'This link does not work', html`<p>${check.reason}</p>`) };
  const response = await responseById(c.env.STATS, check.id);
  if (!response)
    return {
      refusal: await page(
        c,
        404,
        'No such response',
        html`<p>This response is no longer kept: it was deleted.</p>`,
      ),
    };
  return { grant: check, response };
}

export const moderationRoutes = new Hono<ModerationEnv>();

moderationRoutes.use(moderationPath, pageHeaders);

moderationRoutes.get(moderationPath, async (c) => {
  const found = await grantOf(c, c.req.queries('token') ?? []);
  if ('refusal' in found) return found.refusal;
  const { grant, response } = found;
  const words = verbs[grant.action];
  return page(
    c,
    200,
    words.ask,
    html`${describeResponse(response)}
<form method="post" action="${moderationPath}">
<input type="hidden" name="token" value="${c.req.query('token')}">
<button type="submit">${words.button}</button>
</form>`,
  );
});

moderationRoutes.post(
  moderationPath,
  bodyLimit({
    maxSize: moderationBodyLimitBytes,
    onError: (c) =>
      page(c, 400, 'Not a moderation link', html`<p>The request is larger than a moderation form.</p>`),
  }),
  async (c) => {
    const mediaType = c.req.header('Content-Type')?.split(';')[0].trim().toLowerCase();
    if (mediaType !== 'application/x-www-form-urlencoded')
      return page(c, 415, 'Not a moderation form', html`<p>Send the token as a form.</p>`);
    const tokens = (await c.req.formData()).getAll('token');
    const found = await grantOf(
      c,
      tokens.filter((token) => typeof token === 'string'),
    );
    if ('refusal' in found) return found.refusal;
    const { grant } = found;
    const act = grant.action === 'approve' ? approveResponse : rejectResponse;
    const response = await act(c.env.STATS, grant.id);
    if (!response)
      return page(c, 404, 'No such response', html`<p>This response is no longer kept: it was deleted.</p>`);
    return page(c, 200, verbs[grant.action].done, describeResponse(response));
  },
);
