/**
 * A body read as a stream up to a number of bytes, so a sender (a webmention's POST, a source
 * site's page) cannot make the Worker hold more than that, whatever its Content-Length says.
 */

/**
 * The body as UTF-8 text, or undefined when it is longer than `maxBytes` (the rest is not read).
 * With a `signal`, a read that is still waiting when it aborts rejects with its reason.
 */
export async function readTextWithin(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<string | undefined> {
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await untilAborted(reader.read(), signal);
      if (done) return text + decoder.decode();
      bytes += value.byteLength;
      if (bytes > maxBytes) return undefined;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    // Whatever stopped the read, the sender's stream is not left open.
    reader.cancel().catch(() => {});
  }
}

/** `work`, or its signal's reason once the signal aborts, whichever comes first. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
