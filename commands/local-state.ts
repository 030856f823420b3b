/**
 * The KV namespaces and the D1 database of a local Worker's state, as `wrangler dev --persist-to
 * DIR` (`npm start`, the tests' servers) keeps them, opened in this process with wrangler's own
 * getPlatformProxy (its `persist.path` is the `v3` folder `wrangler dev` writes): `npm run
 * messages` and `npm run stats` read there without a wrangler CLI launch per call, which costs
 * seconds (wrangler's start), and the tests write there the same way.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experimental_readRawConfig, getPlatformProxy } from 'wrangler';

/** What the commands and tests use of a KV binding (the Worker's types are not the Node project's). */
export type LocalKV = {
  put: (key: string, value: string) => Promise<void>;
  get: (key: string) => Promise<string | null>;
  delete: (key: string) => Promise<void>;
  list: (options: {
    prefix: string;
    cursor?: string;
  }) => Promise<{ keys: { name: string }[]; list_complete: boolean; cursor?: string }>;
};

type LocalStatement = {
  all: () => Promise<{ results: Record<string, unknown>[] }>;
  /** The statement with its `?n` values given apart from its text, so a value is never read as SQL. */
  bind: (...values: (string | null)[]) => LocalStatement;
};
/** What the commands and tests use of a D1 binding. */
export type LocalD1 = {
  prepare: (sql: string) => LocalStatement;
  batch: (statements: LocalStatement[]) => Promise<{ results: Record<string, unknown>[] }[]>;
};

export type LocalState = {
  env: { CONTACT_MESSAGES: LocalKV; DAILY_SALTS: LocalKV; STATS: LocalD1 };
  dispose: () => Promise<void>;
};

/**
 * The state under `persistTo`, through the storage bindings of wrangler.toml alone (its Durable
 * Object's class is the Worker's, which this process does not run).
 */
export async function openLocalState(persistTo: string): Promise<LocalState> {
  const { rawConfig } = experimental_readRawConfig({
    config: join(import.meta.dirname, '..', 'wrangler.toml'),
  });
  const configDir = await mkdtemp(join(tmpdir(), 'local-state-config-'));
  const configPath = join(configDir, 'wrangler.json');
  const { name, compatibility_date, kv_namespaces, d1_databases } = rawConfig;
  await writeFile(configPath, JSON.stringify({ name, compatibility_date, kv_namespaces, d1_databases }));
  try {
    const proxy = await getPlatformProxy<LocalState['env']>({
      configPath,
      persist: { path: join(persistTo, 'v3') },
    });
    return {
      env: proxy.env,
      dispose: async () => {
        await proxy.dispose();
        await rm(configDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(configDir, { recursive: true, force: true });
    throw error;
  }
}

/** Opens the state under `persistTo`, gives it to `use`, and closes it whatever `use` does. */
export async function withLocalState<T>(
  persistTo: string,
  use: (env: LocalState['env']) => Promise<T>,
  open: (persistTo: string) => Promise<LocalState> = openLocalState,
): Promise<T> {
  const state = await open(persistTo);
  try {
    return await use(state.env);
  } finally {
    await state.dispose();
  }
}

/** Every key under `prefix`, page by page. */
export async function listKeys(kv: LocalKV, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    names.push(...page.keys.map(({ name }) => name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}
