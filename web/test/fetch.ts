import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { contentResponses } from './fixtures.ts';

/** What the fake server answers for a path: a JSON body (200), a Response, or an Error (network failure). */
export type Answer = unknown | Response | Error;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with a fake server holding the fixture content, changed by `answers`.
 * Returns the mock, whose calls are the requests the page made.
 */
export function fakeServer(answers: Record<string, Answer> = {}) {
  const routes: Record<string, Answer> = { ...contentResponses, ...answers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    if (!(path in routes)) return jsonResponse({ error: 'Not Found' }, 404);
    const answer = routes[path];
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer.clone();
    return jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const serverError = () => jsonResponse({ error: 'Internal Server Error' }, 500);

/** How many times each path was requested. */
export function requestCounts(fetchMock: ReturnType<typeof fakeServer>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [input] of fetchMock.mock.calls) counts[String(input)] = (counts[String(input)] ?? 0) + 1;
  return counts;
}

/** Lets every request made so far finish and React render what came of it. */
export async function settle(fetchMock: ReturnType<typeof fakeServer>): Promise<void> {
  await act(async () => {
    await Promise.allSettled(fetchMock.mock.results.map((result) => result.value));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
