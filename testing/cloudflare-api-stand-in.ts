/**
 * The Cloudflare API as wrangler and `npm run doctor` call it, on 127.0.0.1, for tests that must
 * not reach Cloudflare: wrangler is pointed at it with CLOUDFLARE_API_BASE_URL and a fake
 * CLOUDFLARE_API_TOKEN. Each test starts its own, with the account it describes; every request is
 * recorded, proxy CONNECTs included, so a test can also assert that none was made.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Account = { id: string; name: string };

export type CloudflareScenario = {
  /** The accounts the token reaches. */
  accounts: Account[];
  /** The account's workers.dev subdomain; absent, the API answers code 10007 as for a new account. */
  subdomain?: string;
  /** The token lacks D1 rights (7403) or KV rights (10000). */
  d1Denied?: boolean;
  kvDenied?: boolean;
  databases?: string[];
  /** The migrations the remote database has applied. */
  appliedMigrations?: string[];
  /** The days the contact form's day cap was reached (contact_cap_hits), newest first. */
  fullDays?: string[];
  /** The Worker's secrets by name; absent, the Worker is not deployed yet (10007). */
  secrets?: string[];
  emailAddresses?: { email: string; verified: string | null }[];
  /** The account's domains; `emailRouting`: Email Routing is on for it. */
  zones?: { id: string; name: string; accountId: string; emailRouting?: boolean }[];
};

export type CloudflareApiStandIn = {
  /** For CLOUDFLARE_API_BASE_URL. */
  baseUrl: string;
  /** For HTTPS_PROXY: a request through it is recorded as `CONNECT host`. */
  proxyUrl: string;
  requests: string[];
  /** The bearer token of each request to /accounts/…, in order. */
  accountTokens: string[];
  stop: () => Promise<void>;
};

const answer = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const success = (result: unknown) => ({
  success: true,
  errors: [],
  messages: [],
  result,
  result_info: {
    page: 1,
    per_page: 100,
    count: Array.isArray(result) ? result.length : 1,
    total_count: Array.isArray(result) ? result.length : 1,
    total_pages: 1,
  },
});
const error = (code: number, message: string) => ({
  success: false,
  errors: [{ code, message }],
  messages: [],
  result: null,
});

const databaseId = (name: string) =>
  `00000000-0000-4000-8000-${Buffer.from(name).toString('hex').slice(0, 12).padEnd(12, '0')}`;

function route(
  scenario: CloudflareScenario,
  method: string,
  path: string,
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
) {
  const { accounts } = scenario;
  if (path === '/user/tokens/verify')
    return answer(response, 200, success({ id: 'token', status: 'active' }));
  if (path === '/user') return answer(response, 200, success({ id: 'user', email: 'owner@example.com' }));
  if (path === '/accounts') return answer(response, 200, success(accounts));
  if (path === '/memberships')
    return answer(
      response,
      200,
      success(accounts.map((account) => ({ id: `m-${account.id}`, account, status: 'accepted' }))),
    );
  if (path === '/zones') {
    const name = new URL(request.url ?? '', 'http://x').searchParams.get('name');
    const zones = (scenario.zones ?? []).filter(
      (zone) => zone.name === name && accounts.some(({ id }) => id === zone.accountId),
    );
    return answer(
      response,
      200,
      success(zones.map((zone) => ({ id: zone.id, name: zone.name, account: { id: zone.accountId } }))),
    );
  }
  const zonePath = /^\/zones\/([^/]+)(\/email\/routing)?$/.exec(path);
  if (zonePath) {
    const zone = (scenario.zones ?? []).find(({ id }) => id === zonePath[1]);
    if (!zone || !accounts.some(({ id }) => id === zone.accountId))
      return answer(response, 404, error(1001, 'Invalid zone identifier'));
    return zonePath[2]
      ? answer(
          response,
          200,
          success({
            name: zone.name,
            enabled: zone.emailRouting ?? false,
            status: zone.emailRouting ? 'ready' : 'unconfigured',
          }),
        )
      : answer(response, 200, success({ id: zone.id, name: zone.name, account: { id: zone.accountId } }));
  }
  const accountPath = /^\/accounts\/([^/]+)(\/.*)$/.exec(path);
  if (!accountPath) return answer(response, 404, error(7003, 'Could not route to this path'));
  const [, accountId, rest = ''] = accountPath;
  if (!accounts.some(({ id }) => id === accountId))
    return answer(response, 403, error(10000, 'Authentication error'));

  if (rest === '/workers/subdomain')
    return scenario.subdomain
      ? answer(response, 200, success({ subdomain: scenario.subdomain }))
      : answer(response, 404, error(10007, 'This subdomain does not exist.'));
  if (rest.startsWith('/d1/')) {
    if (scenario.d1Denied)
      return answer(
        response,
        403,
        error(7403, 'The given account is not valid or is not authorized to access this service'),
      );
    const databases = scenario.databases ?? [];
    if (rest === '/d1/database' && method === 'GET')
      return answer(
        response,
        200,
        success(databases.map((name) => ({ uuid: databaseId(name), name, version: 'production' }))),
      );
    const byName = /^\/d1\/database\/([^/]+)$/.exec(rest);
    if (byName) {
      const name = databases.find(
        (candidate) => candidate === byName[1] || databaseId(candidate) === byName[1],
      );
      return name
        ? answer(response, 200, success({ uuid: databaseId(name), name }))
        : answer(response, 404, error(7404, 'The database could not be found'));
    }
    if (/^\/d1\/database\/[^/]+\/query$/.test(rest)) {
      // wrangler's migrations table, created then read, and the doctor's question for the full days.
      const rows = /contact_cap_hits/.test(body)
        ? (scenario.fullDays ?? []).slice(0, 1).map((day) => ({ day }))
        : /SELECT/i.test(body)
          ? (scenario.appliedMigrations ?? []).map((name, index) => ({
              id: index + 1,
              name,
              applied_at: '2026-01-01 00:00:00',
            }))
          : [];
      return answer(response, 200, success([{ results: rows, success: true, meta: {} }]));
    }
  }
  if (rest === '/storage/kv/namespaces')
    return scenario.kvDenied
      ? answer(response, 403, error(10000, 'Authentication error'))
      : answer(response, 200, success([]));
  if (/^\/workers\/scripts\/[^/]+\/secrets$/.test(rest))
    return scenario.secrets
      ? answer(response, 200, success(scenario.secrets.map((name) => ({ name, type: 'secret_text' }))))
      : answer(response, 404, error(10007, 'This Worker does not exist on your account.'));
  if (rest.startsWith('/email/routing/addresses'))
    return answer(response, 200, success(scenario.emailAddresses ?? []));
  return answer(response, 404, error(7003, `The stand-in does not know ${method} ${rest}`));
}

export async function startCloudflareApiStandIn(scenario: CloudflareScenario): Promise<CloudflareApiStandIn> {
  const requests: string[] = [];
  const accountTokens: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname.replace(/^\/client\/v4/, '');
      requests.push(`${request.method} ${path}`);
      if (path.startsWith('/accounts/'))
        accountTokens.push(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
      route(scenario, request.method ?? 'GET', path, request, body, response);
    });
  });
  // Anything that tried to leave through the proxy: recorded and refused.
  server.on('connect', (request, socket) => {
    requests.push(`CONNECT ${request.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/client/v4`,
    proxyUrl: `http://127.0.0.1:${port}`,
    requests,
    accountTokens,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
