import { describe, expect, it } from 'vitest';
import type { Site } from '../../shared/schema.ts';
import { loadLocalizedContent } from '../content/load.ts';
import type { SitePage } from '../site-map.ts';
import { type EntryHeadOf, entryHead } from './collection-head.ts';

const fixtureSite = loadLocalizedContent().byLocale.en.site;
const entryPage = (collection: 'posts' | 'pages', path: string): SitePage => ({
  kind: 'entry',
  collection,
  slug: 'hello',
  path,
  locale: 'en',
  alternates: [{ locale: 'en', path }],
  lastModified: new Date('2026-01-02'),
});
const entry: EntryHeadOf = {
  name: 'Hello',
  cardAlt: undefined,
  description: 'A first post.',
  ogType: 'article',
  jsonLd: { type: 'BlogPosting', fields: () => ({}) },
};
const headOf = (site: Site, page: SitePage) =>
  entryHead({ site, page, defaultLocale: 'en', locales: ['en'], feeds: [] }, entry);

const endpoint = '<link rel="webmention" href="/api/webmention">';

describe('the webmention endpoint in an entry’s head', () => {
  const withMentions: Site = { ...fixtureSite, responses: { webmentions: true } };

  it('is advertised on a post’s page when the owner turned webmentions on', () => {
    expect(headOf(withMentions, entryPage('posts', '/writing/hello/'))).toContain(endpoint);
  });

  it('is not on the owner’s own pages, which take no responses', () => {
    expect(headOf(withMentions, entryPage('pages', '/now/'))).not.toContain('webmention');
  });

  it('is not there with webmentions off, comments on or not', () => {
    const post = entryPage('posts', '/writing/hello/');
    expect(headOf(fixtureSite, post)).not.toContain('webmention');
    expect(headOf({ ...fixtureSite, responses: { comments: true } }, post)).not.toContain('webmention');
  });
});
