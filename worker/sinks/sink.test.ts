import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { deliverMessage, type MessageSink, type ReceivedMessage, sinkTimeoutMs } from './sink.ts';

const message: ReceivedMessage = {
  id: 'b6f1c7e2-0000-4000-8000-000000000001',
  receivedAt: '2025-03-01T10:00:00.000Z',
  name: 'Priya',
  email: 'priya@example.com',
  subject: 'Hello',
  message: 'Hi there',
};

/** A sink that keeps what it is given, in order, or fails every time. */
function fakeSink(name: string, log: string[], { fails = false } = {}) {
  const taken: ReceivedMessage[] = [];
  const sink: MessageSink = {
    name,
    take: async (value) => {
      log.push(name);
      if (fails) throw new Error(`${name} is down`);
      taken.push(value);
    },
  };
  return { sink, taken };
}

let log: string[];
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  log = [];
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('deliverMessage', () => {
  it('gives the message to the store first, then to the notifier', async () => {
    const store = fakeSink('kv', log);
    const notifier = fakeSink('email', log);
    const result = await deliverMessage(message, { store: store.sink, notifier: notifier.sink });
    expect(result).toEqual({ delivered: true, failures: {} });
    expect(log).toEqual(['kv', 'email']);
    expect(store.taken).toEqual([message]);
    expect(notifier.taken).toEqual([message]);
  });

  it('counts as delivered with only a store configured', async () => {
    const store = fakeSink('kv', log);
    expect(await deliverMessage(message, { store: store.sink })).toEqual({ delivered: true, failures: {} });
  });

  it('records a notifier failure on the stored message and still counts as delivered', async () => {
    const store = fakeSink('kv', log);
    const notifier = fakeSink('email', log, { fails: true });
    const result = await deliverMessage(message, { store: store.sink, notifier: notifier.sink });
    expect(result).toEqual({ delivered: true, failures: { email: 'email is down' } });
    expect(store.taken).toEqual([message, { ...message, emailError: 'email is down' }]);
    expect(logged).toHaveBeenCalledWith(
      `contact message ${message.id}: email sink failed`,
      expect.any(Error),
    );
  });

  it('counts as delivered when only the notifier took the message', async () => {
    const store = fakeSink('kv', log, { fails: true });
    const notifier = fakeSink('email', log);
    const result = await deliverMessage(message, { store: store.sink, notifier: notifier.sink });
    expect(result).toEqual({ delivered: true, failures: { kv: 'kv is down' } });
    expect(notifier.taken).toEqual([message]);
  });

  it('answers once the store has the message, and sends the e-mail after, noting its failure', async () => {
    const store = fakeSink('kv', log);
    let fail: (error: Error) => void = () => undefined;
    const notifier: MessageSink = {
      name: 'email',
      take: () => new Promise((_, reject) => (fail = reject)),
    };
    const later: Promise<void>[] = [];
    const result = await deliverMessage(message, { store: store.sink, notifier }, (work) => later.push(work));
    expect(result.delivered).toBe(true);
    expect(store.taken).toEqual([message]);
    fail(new Error('destination address is not verified'));
    await Promise.all(later);
    expect(store.taken).toEqual([message, { ...message, emailError: 'destination address is not verified' }]);
  });

  it('gives a sink that never answers up after its time', async () => {
    vi.useFakeTimers();
    const hung: MessageSink = { name: 'kv', take: () => new Promise(() => undefined) };
    const result = deliverMessage(message, { store: hung });
    await vi.advanceTimersByTimeAsync(sinkTimeoutMs);
    expect(await result).toEqual({
      delivered: false,
      failures: { kv: `the kv sink did not answer within ${sinkTimeoutMs} ms` },
    });
    vi.useRealTimers();
  });

  it('is not delivered when every sink fails, and says why for each', async () => {
    const store = fakeSink('kv', log, { fails: true });
    const notifier = fakeSink('email', log, { fails: true });
    const result = await deliverMessage(message, { store: store.sink, notifier: notifier.sink });
    expect(result).toEqual({ delivered: false, failures: { kv: 'kv is down', email: 'email is down' } });
    expect(log).toEqual(['kv', 'email']);
  });
});
