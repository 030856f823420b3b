import { describe, expect, it } from 'vitest';
import { checkMentionRequest, mentionBodyLimitBytes } from './mention-request.ts';

const post = 'https://portfolio.example/writing/hello-world/';
const site = {
  origin: 'https://portfolio.example',
  isPublishedPage: (path: string) => path === '/writing/hello-world/',
};

/** A webmention's POST, as a sender's site makes it. */
const mention = (body: string | Record<string, string>, contentType = 'application/x-www-form-urlencoded') =>
  new Request('https://portfolio.example/webmention', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });

describe('a webmention request', () => {
  it('naming an http(s) source and a published page of this site is accepted, with the page it is for', async () => {
    const check = await checkMentionRequest(
      mention({ source: 'https://alice.example/notes/1', target: `${post}?utm_source=feed#comments` }),
      site,
    );

    expect(check).toEqual({
      accepted: true,
      source: 'https://alice.example/notes/1',
      target: `${post}?utm_source=feed#comments`,
      page: '/writing/hello-world/',
    });
  });

  const source = 'https://alice.example/notes/1';
  it.each([
    [
      'sent as JSON',
      mention(JSON.stringify({ source, target: post }), 'application/json'),
      'Send the source and target as a form (application/x-www-form-urlencoded).',
    ],
    [
      'larger than its limit',
      mention(`source=${source}&target=${post}&padding=${'x'.repeat(mentionBodyLimitBytes)}`),
      'The request is larger than 8 KB.',
    ],
    ['with no source', mention({ target: post }), 'The source is missing.'],
    ['with an empty target', mention({ source, target: '' }), 'The target is missing.'],
    [
      'with two sources',
      mention(`source=${source}&source=${source}2&target=${post}`),
      'Send one source, not 2.',
    ],
    [
      'with a source that is no URL',
      mention({ source: 'alice.example', target: post }),
      'The source is not an http or https URL.',
    ],
    [
      'with a javascript: source',
      mention({ source: 'javascript:alert(1)', target: post }),
      'The source is not an http or https URL.',
    ],
    [
      'with an ftp target',
      mention({ source, target: 'ftp://portfolio.example/writing/hello-world/' }),
      'The target is not an http or https URL.',
    ],
    [
      'with a source longer than 2,048 characters',
      mention({ source: `${source}?${'a'.repeat(2_048)}`, target: post }),
      'The source is longer than 2,048 characters.',
    ],
    [
      'whose source is the target',
      mention({ source: `${post}#top`, target: post }),
      'The source and the target are the same page.',
    ],
    [
      'for another site',
      mention({ source, target: 'https://elsewhere.example/writing/hello-world/' }),
      'The target is not on this site.',
    ],
    [
      'for a page of this site that is no published post',
      mention({ source, target: 'https://portfolio.example/writing/a-draft/' }),
      'The target is not a page of this site that takes webmentions.',
    ],
  ])('%s is refused with the reason', async (_, request, reason) => {
    expect(await checkMentionRequest(request, site)).toEqual({ accepted: false, reason });
  });
});
