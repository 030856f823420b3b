/**
 * A binding's call given a time to answer: a KV, D1 or e-mail call that hangs must not hold a
 * visitor's request (or the Worker's wall time) until the platform gives up on it.
 */
export function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: number | null = null;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
