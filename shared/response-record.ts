/**
 * A response (a comment, or another site's webmention) as the Worker keeps it
 * (worker/responses/store.ts, the `responses` table) and `npm run responses` lists it.
 */
export const responseStatuses = ['pending', 'approved', 'rejected'] as const;
export type ResponseStatus = (typeof responseStatuses)[number];

/** What a webmention's source says it is, from its h-entry's properties. */
export type MentionKind = 'reply' | 'like' | 'repost' | 'bookmark' | 'mention';
export type ResponseKind = 'comment' | MentionKind;

export type StoredResponse = {
  id: string;
  kind: ResponseKind;
  /** The entry's path: /writing/hello-world/. */
  page: string;
  author: { name?: string; url?: string };
  text?: string;
  /** The webmention's source; none for a comment. */
  source?: string;
  /** ISO 8601 instants. */
  published?: string;
  received: string;
  decided?: string;
  status: ResponseStatus;
};
