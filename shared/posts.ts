/**
 * Which posts the build makes anything of. A draft, or a post dated after the day the build runs
 * (in UTC, so the answer does not depend on the machine's time zone), is in no page, feed, sitemap
 * or list; `npm run dev` shows them all, so the owner can read a post before it is out.
 */
import type { Post } from './schema.ts';
import { utcDayOf } from './utc-day.ts';

type Dated = Pick<Post, 'date' | 'draft'>;

/** Whether a post is out: not a draft, and dated today (UTC) or earlier. */
export const isPublished = (post: Dated, today: string = utcDayOf(new Date())): boolean =>
  post.draft !== true && post.date <= today;

/** The posts the build publishes, in their order. */
export const publishedPosts = <P extends Dated>(posts: readonly P[], today?: string): P[] =>
  posts.filter((post) => isPublished(post, today));

/** The posts to show: every one in `npm run dev` (`drafts: true`), else the published ones. */
export const shownPosts = <P extends Dated>(
  posts: readonly P[],
  { drafts, today }: { drafts: boolean; today?: string },
): P[] => (drafts ? [...posts] : publishedPosts(posts, today));
