/**
 * A webmention's request, checked before any work is queued (W3C Webmention §3.2: a sender's
 * mistake is answered 400 at once, with what was wrong). The source is fetched later, with its
 * own limits (./source-fetch.ts).
 */
import { documentAddress, httpUrl, urlMaxLength } from './http-url.ts';
import { readTextWithin } from './read-within.ts';

/** Two URLs and their field names take well under 1 KB; more is not a webmention. */
export const mentionBodyLimitBytes = 8 * 1024;

/** What the check knows of this site: its origin (site.json's siteUrl) and which pages take mentions. */
export type MentionedSite = {
  origin: string;
  /** Whether a path (as a URL's pathname has it, percent-encoded) is a published entry page. */
  isPublishedPage: (path: string) => boolean;
};

export type MentionRequestCheck =
  /** `page` is the target's path: a target's query or fragment names no other page. */
  { accepted: true; source: string; target: string; page: string } | { accepted: false; reason: string };

const refused = (reason: string): MentionRequestCheck => ({ accepted: false, reason });

/** A form's one value of `name` as an http(s) URL, or the sentence saying why not. */
function urlField(form: URLSearchParams, name: 'source' | 'target'): URL | string {
  const values = form.getAll(name);
  if (values.length === 0 || values[0] === '') return `The ${name} is missing.`;
  if (values.length > 1) return `Send one ${name}, not ${values.length}.`;
  if (values[0].length > urlMaxLength)
    return `The ${name} is longer than ${urlMaxLength.toLocaleString('en')} characters.`;
  return httpUrl(values[0]) ?? `The ${name} is not an http or https URL.`;
}

/**
 * The request's source and target, or why it is refused (to be answered 400, whatever the
 * mistake: §3.2 has no other status for a sender's). Reads at most `mentionBodyLimitBytes`.
 */
export async function checkMentionRequest(
  request: Request,
  site: MentionedSite,
): Promise<MentionRequestCheck> {
  const mediaType = request.headers.get('Content-Type')?.split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/x-www-form-urlencoded')
    return refused('Send the source and target as a form (application/x-www-form-urlencoded).');
  const limit = `The request is larger than ${mentionBodyLimitBytes / 1024} KB.`;
  if (Number(request.headers.get('Content-Length')) > mentionBodyLimitBytes) return refused(limit);
  const body = await readTextWithin(request.body, mentionBodyLimitBytes);
  if (body === undefined) return refused(limit);

  const form = new URLSearchParams(body);
  const source = urlField(form, 'source');
  if (typeof source === 'string') return refused(source);
  const target = urlField(form, 'target');
  if (typeof target === 'string') return refused(target);
  if (documentAddress(source) === documentAddress(target))
    return refused('The source and the target are the same page.');
  if (target.origin !== new URL(site.origin).origin) return refused('The target is not on this site.');
  if (!site.isPublishedPage(target.pathname))
    return refused('The target is not a page of this site that takes webmentions.');
  return { accepted: true, source: source.href, target: target.href, page: target.pathname };
}
