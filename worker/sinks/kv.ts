import type { MessageSink, ReceivedMessage } from './sink.ts';

/** `msg:<ISO time>:<id>`: KV lists keys in byte order, so a listing reads oldest first. */
export const messageKey = (message: Pick<ReceivedMessage, 'receivedAt' | 'id'>) =>
  `msg:${message.receivedAt}:${message.id}`;

/**
 * Keeps each message as JSON under its own key for `retentionDays` from when it arrived, after
 * which KV deletes it by itself; taking it again (same id) overwrites it and keeps its end.
 */
export function kvSink(namespace: KVNamespace, retentionDays: number): MessageSink {
  return {
    name: 'kv',
    take: (message) =>
      namespace.put(messageKey(message), JSON.stringify(message), {
        expiration: Math.floor(Date.parse(message.receivedAt) / 1000) + retentionDays * 86_400,
      }),
  };
}

/** How long messages are kept when wrangler.toml's CONTACT_RETENTION_DAYS is missing or no number. */
export const defaultRetentionDays = 180;

export function retentionDaysOf(text: string | undefined): number {
  const days = Number(text);
  return Number.isInteger(days) && days >= 1 ? days : defaultRetentionDays;
}
