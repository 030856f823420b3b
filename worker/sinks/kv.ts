import type { MessageSink, ReceivedMessage } from './sink.ts';

/** `msg:<ISO time>:<id>`: KV lists keys in byte order, so a listing reads oldest first. */
export const messageKey = (message: Pick<ReceivedMessage, 'receivedAt' | 'id'>) =>
  `msg:${message.receivedAt}:${message.id}`;

/** Keeps each message as JSON under its own key; taking it again (same id) overwrites it. */
export function kvSink(namespace: KVNamespace): MessageSink {
  return {
    name: 'kv',
    take: (message) => namespace.put(messageKey(message), JSON.stringify(message)),
  };
}
