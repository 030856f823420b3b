import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPublished, publishedPosts, shownPosts } from './posts.ts';

const posts = [
  { slug: 'out', date: '2025-03-14' },
  { slug: 'today', date: '2025-03-15' },
  { slug: 'tomorrow', date: '2025-03-16' },
  { slug: 'draft', date: '2025-01-01', draft: true },
  { slug: 'not-a-draft', date: '2025-01-01', draft: false },
];

describe('which posts are published', () => {
  afterEach(() => vi.useRealTimers());

  it('leaves out drafts and posts dated after the day the build runs', () => {
    expect(publishedPosts(posts, '2025-03-15').map(({ slug }) => slug)).toEqual([
      'out',
      'today',
      'not-a-draft',
    ]);
  });

  it('takes the day in UTC, whatever the machine’s time zone', () => {
    // 23:30 on the 14th in New York is the 15th in UTC.
    vi.useFakeTimers({ now: new Date('2025-03-14T23:30:00-04:00') });
    expect(isPublished({ date: '2025-03-15' })).toBe(true);
    expect(isPublished({ date: '2025-03-16' })).toBe(false);
  });

  it('shows every post, drafts and future ones too, in `npm run dev`', () => {
    expect(shownPosts(posts, { drafts: true, today: '2025-03-15' })).toEqual(posts);
    expect(shownPosts(posts, { drafts: false, today: '2025-03-15' })).toEqual(
      publishedPosts(posts, '2025-03-15'),
    );
  });
});
