/**
 * wrangler's account commands as the doctor runs them, answered in this process instead of by a
 * wrangler CLI each (a second or two of CPU apiece): the same credentials (CLOUDFLARE_API_TOKEN,
 * else the login `wrangler login` left under XDG_CONFIG_HOME), the same API requests to
 * CLOUDFLARE_API_BASE_URL (the Cloudflare API stand-in records them), and what wrangler prints:
 * its JSON, or its error with the API's `[code: N]`. Any other command (the deploy's dry run,
 * which needs no account) goes to the real wrangler.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { experimental_readRawConfig } from 'wrangler';
import {
  type WranglerOutcome,
  type WranglerRun,
  type WranglerRunnerOptions,
  wranglerRunner,
} from '../commands/doctor/wrangler-runner.ts';

type Config = {
  name?: string;
  d1_databases?: { binding: string; database_name?: string; migrations_dir?: string }[];
};
type ApiError = { code: number; message: string };
type Answer = { ok: true; result: unknown } | { ok: false; said: string };

const printed = (value: unknown): WranglerOutcome => ({
  ok: true,
  stdout: `${JSON.stringify(value, null, 2)}\n`,
  stderr: '',
});
const failed = (said: string, stdout = ''): WranglerOutcome => ({
  ok: false,
  stdout,
  stderr: `✘ [ERROR] ${said}\n`,
});

/** The token wrangler would send: the environment's, else the login's (its config file's oauth_token). */
function credentials(env: NodeJS.ProcessEnv): { token: string; oauth: boolean } | undefined {
  if (env.CLOUDFLARE_API_TOKEN) return { token: env.CLOUDFLARE_API_TOKEN, oauth: false };
  const home = env.XDG_CONFIG_HOME;
  if (!home) return undefined;
  try {
    const config = readFileSync(join(home, '.wrangler', 'config', 'default.toml'), 'utf8');
    const token = /^oauth_token = "([^"]+)"$/m.exec(config)?.[1];
    return token ? { token, oauth: true } : undefined;
  } catch {
    return undefined;
  }
}

export function wranglerStandIn(options: WranglerRunnerOptions): WranglerRun {
  const { configPath, env } = options;
  const realWrangler = wranglerRunner(options);
  const config = experimental_readRawConfig({ config: configPath }).rawConfig as Config;
  const configDir = dirname(configPath);

  return async (args, moreEnv = {}) => {
    const runEnv = { ...env, ...moreEnv };
    const login = credentials(runEnv);
    const baseUrl = (runEnv.CLOUDFLARE_API_BASE_URL ?? 'https://api.cloudflare.com/client/v4').replace(
      /\/+$/,
      '',
    );
    /** One API call as wrangler's fetch makes it, and its failure as wrangler words it. */
    const api = async (path: string, init: RequestInit = {}): Promise<Answer> => {
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          ...init,
          headers: { Authorization: `Bearer ${login?.token}`, 'Content-Type': 'application/json' },
        });
        const body = (await response.json()) as { success: boolean; result: unknown; errors: ApiError[] };
        if (body.success) return { ok: true, result: body.result };
        const notes = body.errors.map(({ code, message }) => `  ${message} [code: ${code}]`).join('\n');
        return { ok: false, said: `A request to the Cloudflare API (${path}) failed.\n\n${notes}` };
      } catch (error) {
        return { ok: false, said: (error as Error).message };
      }
    };
    const accountId = runEnv.CLOUDFLARE_ACCOUNT_ID;
    const firstFlag = args.findIndex((arg) => arg.startsWith('--'));
    const command = args.slice(0, firstFlag < 0 ? args.length : firstFlag).join(' ');

    if (command !== 'auth token' && command !== 'whoami' && !login)
      return failed(
        "In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work.",
      );
    switch (command) {
      case 'whoami': {
        // With --json, a missing login is `{ "loggedIn": false }` on stdout and a non-zero exit.
        if (!login) return { ok: false, stdout: '{\n  "loggedIn": false\n}\n', stderr: '' };
        if (!login.oauth) {
          const verified = await api('/user/tokens/verify');
          if (!verified.ok) return failed(verified.said);
        }
        // wrangler lists the accounts the token reaches and keeps those it is a member of.
        const [user, accounts, memberships] = await Promise.all([
          api('/user'),
          api('/accounts'),
          api('/memberships'),
        ]);
        if (!user.ok) return failed(user.said);
        if (!accounts.ok) return failed(accounts.said);
        if (!memberships.ok) return failed(memberships.said);
        const members = new Set(
          (memberships.result as { account: { id: string } }[]).map(({ account }) => account.id),
        );
        return printed({
          loggedIn: true,
          authType: login.oauth ? 'OAuth Token' : 'User API Token',
          email: (user.result as { email?: string }).email,
          accounts: (accounts.result as { id: string; name: string }[])
            .filter(({ id }) => members.has(id))
            .map(({ id, name }) => ({ id, name })),
        });
      }
      case 'auth token':
        return login
          ? printed({ type: login.oauth ? 'oauth' : 'api_token', token: login.token })
          : failed('Not logged in.');
      case 'd1 list': {
        const listed = await api(`/accounts/${accountId}/d1/database`);
        return listed.ok ? printed(listed.result) : failed(listed.said);
      }
      case 'kv namespace list': {
        const listed = await api(`/accounts/${accountId}/storage/kv/namespaces`);
        return listed.ok ? printed(listed.result) : failed(listed.said);
      }
      case 'secret list': {
        const listed = await api(`/accounts/${accountId}/workers/scripts/${config.name}/secrets`);
        return listed.ok ? printed(listed.result) : failed(listed.said);
      }
      case `d1 execute ${args[2]}`: {
        const database = config.d1_databases?.find(({ binding }) => binding === args[2]);
        if (!database?.database_name)
          return failed(`Couldn't find a D1 DB with the name or binding '${args[2]}'`);
        const lookedUp = await api(`/accounts/${accountId}/d1/database/${database.database_name}`);
        if (!lookedUp.ok) return failed(lookedUp.said);
        const sql = args[args.indexOf('--command') + 1];
        const queried = await api(
          `/accounts/${accountId}/d1/database/${(lookedUp.result as { uuid: string }).uuid}/query`,
          {
            method: 'POST',
            body: JSON.stringify({ sql }),
          },
        );
        return queried.ok ? printed(queried.result) : failed(queried.said);
      }
      case `d1 migrations list ${args[3]}`: {
        const database = config.d1_databases?.find(({ binding }) => binding === args[3]);
        if (!database?.database_name)
          return failed(`Couldn't find a D1 DB with the name or binding '${args[3]}'`);
        // wrangler looks the database up by its name.
        const lookedUp = await api(`/accounts/${accountId}/d1/database/${database.database_name}`);
        if (!lookedUp.ok) return failed(lookedUp.said);
        const found = lookedUp.result as { uuid: string };
        const query = (sql: string) =>
          api(`/accounts/${accountId}/d1/database/${found.uuid}/query`, {
            method: 'POST',
            body: JSON.stringify({ sql }),
          });
        const created = await query(
          'CREATE TABLE IF NOT EXISTS d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);',
        );
        if (!created.ok) return failed(created.said);
        const applied = await query('SELECT * FROM d1_migrations ORDER BY id');
        if (!applied.ok) return failed(applied.said);
        const names = new Set(
          (applied.result as { results: { name: string }[] }[]).flatMap(({ results }) =>
            results.map(({ name }) => name),
          ),
        );
        // wrangler reads migrations_dir from the config file's folder.
        const folder = resolve(configDir, database.migrations_dir ?? 'migrations');
        const pending = readdirSync(folder)
          .filter((name) => name.endsWith('.sql') && !names.has(name))
          .sort();
        if (pending.length === 0) return { ok: true, stdout: '✅ No migrations to apply!\n', stderr: '' };
        const rows = pending.map((name) => `│ ${name} │`).join('\n');
        return {
          ok: true,
          stdout: `Migrations to be applied:\n┌──────┐\n│ Name │\n├──────┤\n${rows}\n└──────┘\n`,
          stderr: '',
        };
      }
      default:
        return realWrangler(args, moreEnv);
    }
  };
}
