import { describe, expect, it } from 'vitest';
import { builtInResponsesTexts, responsesTextsEn } from '../shared/texts/responses.ts';
import { responsesSectionOf } from './responses-section.ts';
import type { CollectionPage } from './site-map.ts';

const page = (path: string, locale: string, collection: CollectionPage['collection'], kind = 'entry') =>
  ({
    path,
    locale,
    alternates: [],
    lastModified: new Date(0),
    kind,
    collection,
    slug: 'x',
  }) as CollectionPage;
const post = page('/writing/x/', 'en', 'posts');

describe('the responses section of an entry page', () => {
  it('is none on a site that has not turned responses on: its pages are as before', () => {
    expect(responsesSectionOf({}, post)).toBeUndefined();
    expect(responsesSectionOf({ responses: { comments: false, webmentions: false } }, post)).toBeUndefined();
  });

  it('is on posts and case studies, in the page’s language, never on an owner’s page or a list', () => {
    const on = { responses: { comments: true } };
    expect(responsesSectionOf(on, post)).toEqual({
      texts: responsesTextsEn,
      comments: { page: '/writing/x/' },
    });
    expect(responsesSectionOf(on, page('/ar/projects/x/', 'ar', 'caseStudies'))?.texts).toBe(
      builtInResponsesTexts.ar,
    );
    expect(responsesSectionOf(on, page('/now/', 'en', 'pages'))).toBeUndefined();
    expect(responsesSectionOf(on, page('/writing/', 'en', 'posts', 'index'))).toBeUndefined();
  });

  it('has no form with webmentions alone, and carries the Turnstile site key with comments', () => {
    expect(responsesSectionOf({ responses: { webmentions: true } }, post)?.comments).toBeUndefined();
    expect(
      responsesSectionOf({ responses: { comments: true }, turnstileSiteKey: '0x4AAAAAAA' }, post)?.comments,
    ).toEqual({ page: '/writing/x/', turnstileSiteKey: '0x4AAAAAAA' });
  });
});

describe('the responses texts', () => {
  it('exist in every built-in language with every key', () => {
    for (const [tag, texts] of Object.entries(builtInResponsesTexts))
      expect(Object.keys(texts).sort(), tag).toEqual(Object.keys(responsesTextsEn).sort());
    expect(Object.keys(builtInResponsesTexts).sort()).toEqual([
      'ar',
      'de',
      'en',
      'es',
      'fr',
      'hi',
      'ja',
      'pt',
      'zh',
    ]);
  });
});
