/**
 * The two ways `npm run sync:github` asks GitHub: its REST API (the user's repositories, one
 * call, conditional on the last answer's ETag; a repository by its number, for a renamed one) and,
 * for the pinned repositories, which REST does not have, its GraphQL API (with a token only).
 * Every failure is a `GithubRefusal`: one line saying why, and what to do.
 */

/** How long one call may take before the sync gives up and keeps the snapshot it has. */
export const requestTimeoutMs = 15_000;

/**
 * Where GitHub is, as GitHub Actions sets it (GitHub Enterprise, or a test's stand-in, elsewhere),
 * the token to ask with, and how long each call may take.
 */
export type GithubEndpoints = { apiUrl: string; graphqlUrl: string; token?: string; timeoutMs: number };

export function githubEndpoints(env: NodeJS.ProcessEnv, timeoutMs = requestTimeoutMs): GithubEndpoints {
  const apiUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  return {
    apiUrl,
    graphqlUrl: env.GITHUB_GRAPHQL_URL || `${apiUrl}/graphql`,
    token: env.GITHUB_TOKEN || undefined,
    timeoutMs,
  };
}

/** A reason the sync stops, in one line: the snapshot on disk stays as it was. */
export class GithubRefusal extends Error {}

/** A repository as GitHub's REST API gives it: only the fields the sync reads. */
export type RestRepository = {
  id: number;
  name: string;
  owner: { login: string };
  description: string | null;
  language: string | null;
  stargazers_count: number;
  forks_count: number;
  topics?: string[];
  pushed_at: string | null;
  created_at: string;
  html_url: string;
  fork: boolean;
  archived: boolean;
};

const tokenAdvice = (endpoints: GithubEndpoints) =>
  endpoints.token
    ? ''
    : ' Or set GITHUB_TOKEN to a GitHub token: with one, the limit is 5,000 calls an hour (1,000 in GitHub Actions) instead of 60.';

/** When GitHub lets the next call through, from its headers: `retry-after` (seconds) or `x-ratelimit-reset` (a time). */
function retryTime(headers: Headers, now: Date): Date | undefined {
  const after = Number(headers.get('retry-after'));
  if (headers.get('retry-after') !== null && Number.isFinite(after))
    return new Date(now.getTime() + after * 1000);
  const reset = Number(headers.get('x-ratelimit-reset'));
  return headers.get('x-ratelimit-reset') !== null && Number.isFinite(reset)
    ? new Date(reset * 1000)
    : undefined;
}

const isRateLimited = (response: Response) =>
  response.status === 429 ||
  (response.status === 403 &&
    (response.headers.get('x-ratelimit-remaining') === '0' || response.headers.get('retry-after') !== null));

function rateLimitRefusal(response: Response, endpoints: GithubEndpoints, now: Date): GithubRefusal {
  const at = retryTime(response.headers, now);
  const when = at
    ? `try again after ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC (in ${Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000))} min)`
    : 'try again in an hour';
  return new GithubRefusal(
    `GitHub's rate limit is reached (HTTP ${response.status}): ${when}.${tokenAdvice(endpoints)}`,
  );
}

/**
 * A call with the sync's headers and timeout; a network failure or a timeout becomes a refusal.
 * The token goes in inside the `try`: a value Headers refuses is quoted whole in its error, which
 * the run scrubs (./run-sync.ts), though its shape is checked before any call.
 */
async function call(url: string, endpoints: GithubEndpoints, init: RequestInit = {}): Promise<Response> {
  try {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/vnd.github+json');
    headers.set('x-github-api-version', '2022-11-28');
    // GitHub refuses a call without a User-Agent.
    headers.set('user-agent', 'portfolio-sync-github');
    if (endpoints.token) headers.set('authorization', `Bearer ${endpoints.token}`);
    return await fetch(url, { ...init, headers, signal: AbortSignal.timeout(endpoints.timeoutMs) });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `did not answer within ${endpoints.timeoutMs / 1000} s`
        : `could not be reached (${(error as Error).cause ?? (error as Error).message})`;
    throw new GithubRefusal(`GitHub at ${new URL(url).origin} ${reason}.`);
  }
}

/** A refusal for an answer that is neither what was asked nor a known failure. */
async function unexpected(response: Response, what: string): Promise<GithubRefusal> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  const message = typeof body.message === 'string' ? `: ${body.message.slice(0, 200)}` : '';
  const auth =
    response.status === 401
      ? ' GITHUB_TOKEN is not a valid token: renew it, or unset it to ask without one.'
      : '';
  return new GithubRefusal(`GitHub answered ${what} with HTTP ${response.status}${message}.${auth}`);
}

/** The user's public repositories (the 100 pushed to last), or `unchanged` when the ETag still holds. */
export async function listRepositories(
  user: string,
  etag: string | undefined,
  endpoints: GithubEndpoints,
  now: Date,
): Promise<{ unchanged: true } | { unchanged: false; repositories: RestRepository[]; etag?: string }> {
  const url = `${endpoints.apiUrl}/users/${encodeURIComponent(user)}/repos?type=owner&sort=pushed&per_page=100`;
  const response = await call(url, endpoints, { headers: etag ? { 'if-none-match': etag } : {} });
  if (response.status === 304) return { unchanged: true };
  if (isRateLimited(response)) throw rateLimitRefusal(response, endpoints, now);
  if (response.status === 404)
    throw new GithubRefusal(
      `GitHub has no user "${user}": check site.json's github.user (the name in your profile's address, github.com/<user>).`,
    );
  if (!response.ok) throw await unexpected(response, `the list of ${user}'s repositories`);
  return {
    unchanged: false,
    repositories: (await response.json()) as RestRepository[],
    etag: response.headers.get('etag') ?? undefined,
  };
}

/** A repository by GitHub's number for it, which a rename keeps; undefined when there is none (deleted, or private). */
export async function repositoryById(
  id: number,
  endpoints: GithubEndpoints,
  now: Date,
): Promise<RestRepository | undefined> {
  const response = await call(`${endpoints.apiUrl}/repositories/${id}`, endpoints);
  if (response.status === 404) return undefined;
  if (isRateLimited(response)) throw rateLimitRefusal(response, endpoints, now);
  if (!response.ok) throw await unexpected(response, `repository ${id}`);
  return (await response.json()) as RestRepository;
}

/** A pinned repository as the GraphQL API gives it. */
export type PinnedRepository = {
  databaseId: number;
  name: string;
  description: string | null;
  primaryLanguage: { name: string } | null;
  stargazerCount: number;
  forkCount: number;
  repositoryTopics: { nodes: { topic: { name: string } }[] };
  pushedAt: string | null;
  createdAt: string;
  url: string;
};

const pinnedQuery = `query($login: String!) {
  user(login: $login) {
    pinnedItems(first: 6, types: REPOSITORY) {
      nodes {
        ... on Repository {
          databaseId name description primaryLanguage { name } stargazerCount forkCount
          repositoryTopics(first: 20) { nodes { topic { name } } } pushedAt createdAt url
        }
      }
    }
  }
}`;

/** The repositories pinned on the user's profile, in their order: GraphQL only, which asks for a token. */
export async function pinnedRepositories(
  user: string,
  endpoints: GithubEndpoints,
  now: Date,
): Promise<PinnedRepository[]> {
  if (!endpoints.token)
    throw new GithubRefusal(
      'Pinned repositories are only in GitHub\'s GraphQL API, which needs a token: set GITHUB_TOKEN (a token with no scopes will do), or name the repositories in site.json\'s github.repositories, or choose { "top": 6 }.',
    );
  const response = await call(endpoints.graphqlUrl, endpoints, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: pinnedQuery, variables: { login: user } }),
  });
  if (isRateLimited(response)) throw rateLimitRefusal(response, endpoints, now);
  if (!response.ok) throw await unexpected(response, `the pinned repositories of ${user}`);
  const body = (await response.json()) as {
    data?: { user: { pinnedItems: { nodes: PinnedRepository[] } } | null };
    errors?: { type?: string; message?: string }[];
  };
  if (body.errors?.some(({ type }) => type === 'RATE_LIMITED'))
    throw new GithubRefusal(`GitHub's GraphQL rate limit is reached: try again in an hour.`);
  if (!body.data?.user)
    throw new GithubRefusal(
      body.errors?.some(({ type }) => type === 'NOT_FOUND') || body.data?.user === null
        ? `GitHub has no user "${user}": check site.json's github.user (the name in your profile's address, github.com/<user>).`
        : `GitHub's GraphQL API answered without the pinned repositories: ${body.errors?.[0]?.message ?? 'no data'}.`,
    );
  return body.data.user.pinnedItems.nodes;
}
