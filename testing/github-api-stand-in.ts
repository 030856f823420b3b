/**
 * GitHub's API as `npm run sync:github` calls it, on 127.0.0.1, for tests that must not reach
 * GitHub: the sync is pointed at it with GITHUB_API_URL. Each test starts its own with the
 * scenario it describes; every request is recorded (with its If-None-Match and whether it carried
 * a token), so a test can assert what was asked, and that a 304 was answered.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { RestRepository } from '../commands/sync-github/github-api.ts';

/** The user `fixture-dev`'s public repositories as GitHub lists them (./fixtures/github/repos.json). */
export const fixtureRepositories = (): RestRepository[] =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'github', 'repos.json'), 'utf8'));

export type GithubScenario = {
  /** Each user's repositories; a user not here is answered 404. */
  users: Record<string, RestRepository[]>;
  /** Repositories that are no longer any listed user's, by number (one renamed away, say). */
  elsewhere?: RestRepository[];
  /** Every call answered 200 with a page that is not JSON, as a captive portal would. */
  notJson?: boolean;
  /** Every call left unanswered, as a network that swallows it would. */
  silent?: boolean;
  /** Every call answered as GitHub does once the hour's calls are spent. */
  rateLimited?: { status: 403 | 429; resetAt: Date };
  /** The pinned repositories' names of each user, for the GraphQL API. */
  pinned?: Record<string, string[]>;
};

export type GithubRequest = { method: string; path: string; ifNoneMatch?: string; token: boolean };

export type GithubApiStandIn = {
  /** For GITHUB_API_URL. */
  apiUrl: string;
  requests: GithubRequest[];
  stop: () => Promise<void>;
};

const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;

export async function startGithubApiStandIn(scenario: GithubScenario): Promise<GithubApiStandIn> {
  const requests: GithubRequest[] = [];
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname + url.search,
      ...(request.headers['if-none-match'] && { ifNoneMatch: request.headers['if-none-match'] }),
      token: request.headers.authorization?.startsWith('Bearer ') ?? false,
    });
    if (scenario.silent) return;
    if (scenario.notJson) {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>A captive portal</html>');
    }
    const answer = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(JSON.stringify(json));
    };
    if (scenario.rateLimited) {
      const { status, resetAt } = scenario.rateLimited;
      return answer(
        status,
        { message: 'API rate limit exceeded for 127.0.0.1.' },
        { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(resetAt.getTime() / 1000)) },
      );
    }
    const everyRepository = [...Object.values(scenario.users).flat(), ...(scenario.elsewhere ?? [])];
    const list = url.pathname.match(/^\/users\/([^/]+)\/repos$/);
    if (list) {
      const repositories = scenario.users[decodeURIComponent(list[1])];
      if (!repositories) return answer(404, { message: 'Not Found' });
      const text = JSON.stringify(repositories);
      const etag = etagOf(text);
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, { etag });
        return response.end();
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag });
      return response.end(text);
    }
    const byId = url.pathname.match(/^\/repositories\/(\d+)$/);
    if (byId) {
      const found = everyRepository.find(({ id }) => id === Number(byId[1]));
      return found ? answer(200, found) : answer(404, { message: 'Not Found' });
    }
    if (url.pathname === '/graphql' && request.method === 'POST') {
      const { variables } = JSON.parse(body) as { variables: { login: string } };
      const repositories = scenario.users[variables.login];
      if (!repositories)
        return answer(200, {
          data: { user: null },
          errors: [{ type: 'NOT_FOUND', message: 'Could not resolve' }],
        });
      const nodes = (scenario.pinned?.[variables.login] ?? []).map((name) => {
        const repository = repositories.find((each) => each.name === name) as RestRepository;
        return {
          databaseId: repository.id,
          name: repository.name,
          description: repository.description,
          primaryLanguage: repository.language ? { name: repository.language } : null,
          stargazerCount: repository.stargazers_count,
          forkCount: repository.forks_count,
          repositoryTopics: { nodes: (repository.topics ?? []).map((name) => ({ topic: { name } })) },
          pushedAt: repository.pushed_at,
          createdAt: repository.created_at,
          url: repository.html_url,
        };
      });
      return answer(200, { data: { user: { pinnedItems: { nodes } } } });
    }
    answer(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
