import { describe, expect, it } from 'vitest';
import { htmlPage, redirectTo, standInSites } from './stand-in-sites.ts';
import { verifyMention } from './verify-mention.ts';

const source = 'https://alice.example/notes/1';
const target = 'https://portfolio.example/writing/hello-world/';

describe('a webmention verified', () => {
  it('is a reply read from the page its source redirects to, its relative links resolved there', async () => {
    const sites = standInSites({
      [source]: redirectTo('https://portfolio.example/writing/second-post/'),
      'https://portfolio.example/writing/second-post/': htmlPage(
        '<div class="h-entry"><a class="u-in-reply-to" href="../hello-world/">re</a><p class="e-content">Agreed.</p></div>',
      ),
    });

    expect(await verifyMention(source, target, sites)).toEqual({
      outcome: 'verified',
      mention: { kind: 'reply', excerpt: 'Agreed.' },
    });
  });

  it('is refused when the source no longer links to the target, and gone when it answers 410', async () => {
    const sites = standInSites({
      [source]: htmlPage('<p>I took the link out.</p>'),
      'https://alice.example/notes/2': () => new Response(null, { status: 410 }),
    });

    expect(await verifyMention(source, target, sites)).toEqual({
      outcome: 'refused',
      reason: 'The source does not link to the target.',
    });
    expect(await verifyMention('https://alice.example/notes/2', target, sites)).toEqual({
      outcome: 'gone',
      reason: 'The source answered 410.',
    });
  });
});
