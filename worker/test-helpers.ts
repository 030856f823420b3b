/** Shared arrangements for the Worker's tests: requests as a browser or bot would send them, and KV lookups. */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import type { Bindings } from './env.ts';
import { app } from './index.ts';

export const origin = 'https://portfolio.example';

/** Calls the deployed Worker's entry point, the way the edge would. */
export const get = (path: string, init?: RequestInit) => exports.default.fetch(`${origin}${path}`, init);

const hextet = () => crypto.randomUUID().slice(0, 4);

/**
 * A client on a fresh network (an IPv6 /48 of the documentation range 3fff::/20, RFC 9637), so each
 * test starts with a full rate-limit allowance even though the limiter's counts outlive a test
 * file (the limit keys an IPv6 client by its /64), and with a full daily share of the caps (keyed
 * by its /48: worker/client-network.ts). 28 random bits of /48, so two never meet in a test.
 */
export const newClientIp = () => `3fff:${hextet().replace(/^./, '0')}:${hextet()}:${hextet()}::${hextet()}`;

/**
 * Waits, if need be, until `needMs` fit in one window of a local rate limiter of `periodSeconds`:
 * miniflare aligns its windows to the wall clock, so calls that straddle a window's end start
 * counting afresh, and a test of a limit would pass or fail by the clock.
 */
export async function inOneLimiterWindow(periodSeconds: number, needMs: number): Promise<void> {
  const period = periodSeconds * 1_000;
  const left = period - (Date.now() % period);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Another address in the /64 of `ip` (as newClientIp writes it). */
export const sameNetworkIp = (ip: string) => `${ip.split('::')[0]}::${hextet()}:${hextet()}`;

/** An address of another /64 in the /48 of `ip` (as newClientIp writes it): the same site's. */
export const sameSiteIp = (ip: string) => `${ip.split(':').slice(0, 3).join(':')}:${hextet()}::${hextet()}`;

export const validMessage = {
  name: 'Priya Recruiter',
  email: 'priya@example.com',
  subject: 'Senior engineer role',
  message: 'Hello!\nWe would love to talk about a role on our platform team.',
  website: '',
};

type PostOptions = { ip?: string; contentType?: string | null; headers?: Record<string, string> };

export function contactRequest(
  body: unknown,
  { ip = newClientIp(), contentType, headers }: PostOptions = {},
) {
  const requestHeaders = new Headers({ 'CF-Connecting-IP': ip, 'User-Agent': 'vitest/contact', ...headers });
  if (contentType !== null) requestHeaders.set('Content-Type', contentType ?? 'application/json');
  return new Request(`${origin}/api/contact`, {
    method: 'POST',
    headers: requestHeaders,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** POSTs to the Worker's entry point with the real bindings of wrangler.toml. */
export const postContact = (body: unknown, options?: PostOptions) =>
  exports.default.fetch(contactRequest(body, options));

/** POSTs to the app with some bindings replaced, e.g. a failing KV or a fake send_email binding. */
export async function postContactWith(overrides: Partial<Bindings>, body: unknown, options?: PostOptions) {
  const ctx = createExecutionContext();
  const response = await app.fetch(contactRequest(body, options), { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export async function storedKeys(): Promise<string[]> {
  const { keys } = await env.CONTACT_MESSAGES.list();
  return keys.map((key) => key.name);
}

export async function storedMessages(): Promise<Record<string, unknown>[]> {
  const keys = await storedKeys();
  return Promise.all(keys.map(async (key) => JSON.parse((await env.CONTACT_MESSAGES.get(key)) ?? 'null')));
}

/** A send_email binding that records what it is asked to send, or fails like an unreachable mail route. */
export function fakeEmailBinding({ fails = false } = {}) {
  const sent: EmailMessage[] = [];
  const binding = {
    send: async (message: EmailMessage) => {
      if (fails) throw new Error('destination address is not verified');
      sent.push(message);
      return { messageId: 'fake' };
    },
  } as unknown as SendEmail;
  return { binding, sent };
}

export const emailSettings = (binding: SendEmail): Partial<Bindings> => ({
  CONTACT_EMAIL: binding,
  CONTACT_EMAIL_FROM: 'portfolio@owner.example',
  CONTACT_EMAIL_TO: 'owner@owner.example',
});

/** A KV namespace that refuses every write, as during a KV outage. */
export const failingKv = {
  put: async () => {
    throw new Error('KV put failed: 503');
  },
} as unknown as KVNamespace;
