// Types only: the content and the schema as values would bundle zod and the data into the page.
import type { ApiPath, ApiResponses } from '../../shared/api-content.ts';
import { type ContactMessage, contactHoneypotField, turnstileTokenField } from '../../shared/contact.ts';
import { documentPage } from '../page.ts';

export type { ApiPath, ApiResponses };

// Set by the build (builder/vite-plugin/plugins/api-content.ts): the endpoints that answer a list.
declare const __API_LIST_PATHS__: readonly string[];

/** A content request that failed: the section stays empty and nothing is shown (spec §4). */
export class ContentRequestError extends Error {
  override name = 'ContentRequestError';
}

/**
 * An answer already at hand (the prerender's), as a promise marked fulfilled the way React's
 * `use()` records a settled one, so it is read at once, without suspending.
 */
export function fulfilledContentRequest<Data>(value: Data): Promise<Data> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

const requests = new Map<ApiPath, Promise<unknown>>();

/**
 * GET a content endpoint once per page load (spec §4 "requests its data once"): every caller,
 * including React StrictMode's second effect run, shares the first request and its outcome.
 * No timeout (spec §9 "Request timeout: none").
 */
export function getContent<Path extends ApiPath>(path: Path): Promise<ApiResponses[Path]> {
  let request = requests.get(path);
  if (!request) {
    request = fetchJson(path);
    requests.set(path, request);
  }
  return request as Promise<ApiResponses[Path]>;
}

// A bare fetch(path): same URL, mode and credentials as a <link rel="preload" as="fetch">,
// so the browser can hand over a preloaded response. In the page's language: a further language's
// page asks its own paths (/api/de/about), the default's the spec's.
async function fetchJson(specPath: ApiPath): Promise<unknown> {
  const path = documentPage().api[specPath];
  const response = await fetch(path).catch((error: unknown) => {
    throw new ContentRequestError(`GET ${path} failed: ${String(error)}`, { cause: error });
  });
  if (!response.ok) throw new ContentRequestError(`GET ${path} answered ${response.status}`);
  const body: unknown = await response.json().catch((error: unknown) => {
    throw new ContentRequestError(`GET ${path} answered a body that is not JSON`, { cause: error });
  });
  // The content is checked against the schema at build time; this only guards the page
  // against an answer of the wrong kind (e.g. an error page's text turned into JSON).
  const expected =
    typeof body === 'object' &&
    body !== null &&
    Array.isArray(body) === __API_LIST_PATHS__.includes(specPath);
  if (!expected) throw new ContentRequestError(`GET ${path} answered an unexpected body`);
  return body;
}

/** Forget every request, as a new page load would. For tests. */
export function clearContentRequests(): void {
  requests.clear();
}

/**
 * POST a contact message (spec §7). `honeypot` is the hidden field's value: empty from people.
 * `locale`, the page's language, is sent from a further language's page only: the default
 * language's page sends the spec's fields, and the Worker records its language.
 * `turnstileToken` is sent only when the site has a Turnstile site key (web/sections/Contact/turnstile.ts).
 * Rejects on a network failure or any answer but 2xx; the answer's body is not read (spec §7).
 */
export async function sendContactMessage(
  message: ContactMessage,
  honeypot = '',
  locale?: string,
  turnstileToken?: string,
): Promise<void> {
  const response = await fetch('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...message,
      [contactHoneypotField]: honeypot,
      ...(locale && { locale }),
      ...(turnstileToken !== undefined && { [turnstileTokenField]: turnstileToken }),
    }),
  });
  if (!response.ok) throw new Error(`POST /api/contact answered ${response.status}`);
}
