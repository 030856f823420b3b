import type { ContactMessage } from '../../shared/contact.ts';
import { withinTime } from '../time-limit.ts';

/** A contact message as the owner receives it: the visitor's four fields plus what helps to answer. */
export type ReceivedMessage = ContactMessage & {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  /**
   * The language of the page it was sent from (BCP 47), so the owner knows which to answer in.
   * Absent from messages stored before the site had languages.
   */
  locale?: string;
  /** Two-letter country code from `request.cf`, when Cloudflare knows it. Never the IP address. */
  country?: string;
  /** The browser's and system's family ("Firefox on Windows": ../browser-family.ts), never the whole user agent. */
  browser?: string;
  /** The whole user agent, in messages stored before only its family was kept. */
  userAgent?: string;
  /** Set when the e-mail notification failed, so the owner knows to look in KV. */
  emailError?: string;
};

/** Somewhere a contact message can go. `take` resolves once the sink holds it and rejects otherwise. */
export interface MessageSink {
  readonly name: string;
  take(message: ReceivedMessage): Promise<void>;
}

export type DeliveryResult = { delivered: boolean; failures: Record<string, string> };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How long a sink gets to take a message before it counts as failed: a hung KV or mail route. */
export const sinkTimeoutMs = 10_000;

/**
 * The delivery rule (docs/contact.md): the store (KV) takes the message first, then the notifier
 * (e-mail) is tried as best effort. A notifier failure is logged and written onto the stored
 * message; the message counts as delivered when at least one sink took it, so nothing is silently
 * lost. Once the store has it, the e-mail goes to `later` (the Worker's waitUntil), so the visitor's
 * answer does not wait for it; without `later` it is awaited.
 */
export async function deliverMessage(
  message: ReceivedMessage,
  { store, notifier }: { store: MessageSink; notifier?: MessageSink },
  later?: (work: Promise<void>) => void,
): Promise<DeliveryResult> {
  const failures: Record<string, string> = {};
  const attempt = async (sink: MessageSink, value: ReceivedMessage) => {
    try {
      await withinTime(sink.take(value), sinkTimeoutMs, `the ${sink.name} sink`);
      return true;
    } catch (error) {
      failures[sink.name] = reason(error);
      console.error(`contact message ${message.id}: ${sink.name} sink failed`, error);
      return false;
    }
  };

  const stored = await attempt(store, message);
  if (!notifier) return { delivered: stored, failures };
  // Not stored: the e-mail is the message's only copy, and the answer depends on it.
  if (!stored) return { delivered: await attempt(notifier, message), failures };
  const notify = async () => {
    if (!(await attempt(notifier, message)))
      await attempt(store, { ...message, emailError: failures[notifier.name] });
  };
  if (later) later(notify());
  else await notify();
  return { delivered: true, failures };
}
