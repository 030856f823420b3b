/**
 * Reads contact messages out of the CONTACT_MESSAGES KV namespace: the local state of `npm start`
 * through its KV binding, opened in this process (../local-state.ts), and the deployed namespace
 * (`--remote`) through wrangler's own KV commands. Both answer the three questions of MessageStore.
 */

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalKV, type LocalState, listKeys, openLocalState, withLocalState } from '../local-state.ts';
import { remoteConfig } from '../owners-worker-config.ts';
import { wranglerJson, wranglerRun } from '../wrangler.ts';

/** The binding in wrangler.toml. */
export const messagesBinding = 'CONTACT_MESSAGES';
/** worker/sinks/kv.ts stores each message under `msg:<ISO time>:<id>`. */
export const messageKeyPrefix = 'msg:';

/** A message as the Worker stored it: the four form fields, when it arrived, and whatever else it added. */
export type StoredMessage = {
  key: string;
  receivedAt: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  [field: string]: unknown;
};

type RemoteSource = { kind: 'remote'; namespaceId?: string };
export type Source = { kind: 'local'; persistTo: string } | RemoteSource;

function where(source: RemoteSource): string[] {
  const namespace = source.namespaceId
    ? ['--namespace-id', source.namespaceId]
    : ['--binding', messagesBinding];
  return [...namespace, '--remote', '--config', remoteConfig()];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One stored value as a message; a value that is not a JSON object is kept as the message text. */
export function parseStoredMessage(key: string, value: string): StoredMessage {
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      fields = parsed as Record<string, unknown>;
    else fields = { message: value };
  } catch {
    fields = { message: value };
  }
  // Older or hand-written values may lack receivedAt; the key carries the time as well.
  const timeFromKey = key.slice(messageKeyPrefix.length).match(/^\d{4}-\d\d-\d\dT[\d:.]+Z/)?.[0] ?? '';
  return {
    ...fields,
    key,
    receivedAt: text(fields.receivedAt) || timeFromKey,
    name: text(fields.name),
    email: text(fields.email),
    subject: text(fields.subject),
    message: text(fields.message),
  };
}

/** The three things the command asks of the namespace, locally (`kvStore`) or deployed (`wranglerStore`). */
export type MessageStore = {
  /** The keys under `prefix`, in KV's byte order. */
  listKeys: (prefix: string) => Promise<string[]>;
  /** Each key's value; null for a key with none. */
  getValues: (keys: string[]) => Promise<Record<string, string | null>>;
  deleteKeys: (keys: string[]) => Promise<void>;
};

/** A JSON file of these keys, for wrangler's bulk commands, removed after `use`. */
async function withKeysFile<T>(keys: string[], use: (keysFile: string) => Promise<T>): Promise<T> {
  const scratch = await mkdtemp(join(tmpdir(), 'messages-'));
  try {
    const keysFile = join(scratch, 'keys.json');
    await writeFile(keysFile, JSON.stringify(keys));
    return await use(keysFile);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The deployed namespace through wrangler's own KV commands. */
export function wranglerStore(source: RemoteSource): MessageStore {
  return {
    listKeys: async (prefix) =>
      (
        (await wranglerJson(['kv', 'key', 'list', '--prefix', prefix, ...where(source)])) as {
          name: string;
        }[]
      ).map((key) => key.name),
    getValues: (keys) =>
      withKeysFile(keys, async (keysFile) => {
        const values = (await wranglerJson(['kv', 'bulk', 'get', keysFile, ...where(source)])) as Record<
          string,
          { value: string | null } | null
        >;
        return Object.fromEntries(Object.entries(values).map(([key, entry]) => [key, entry?.value ?? null]));
      }),
    deleteKeys: (keys) =>
      withKeysFile(keys, async (keysFile) => {
        await wranglerRun(['kv', 'bulk', 'delete', keysFile, '--force', ...where(source)]);
      }),
  };
}

/** A namespace through its KV binding: the local state's, opened in this process. */
export function kvStore(kv: LocalKV): MessageStore {
  return {
    listKeys: (prefix) => listKeys(kv, prefix),
    getValues: async (keys) =>
      Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await kv.get(key)] as const))),
    deleteKeys: async (keys) => {
      await Promise.all(keys.map((key) => kv.delete(key)));
    },
  };
}

/**
 * Gives `use` the namespace `source` names: the local one is opened (with `openState`) for `use`
 * alone and closed after it.
 */
export function withMessageStore<T>(
  source: Source,
  use: (store: MessageStore) => Promise<T>,
  openState: (persistTo: string) => Promise<LocalState> = openLocalState,
): Promise<T> {
  if (source.kind === 'remote') return use(wranglerStore(source));
  return withLocalState(source.persistTo, (env) => use(kvStore(env.CONTACT_MESSAGES)), openState);
}

/** The keys of every stored message, oldest first (KV lists in byte order). */
export const listMessageKeys = (store: MessageStore): Promise<string[]> => store.listKeys(messageKeyPrefix);

/** The time a key says its message arrived (`msg:<ISO time>:<id>`), in ms, or NaN. */
const arrivedAt = (key: string) =>
  Date.parse(key.slice(messageKeyPrefix.length).match(/^\d{4}-\d\d-\d\dT[\d:.]+Z/)?.[0] ?? '');

/** The keys of the messages that arrived more than `days` days before `now`. */
export const keysOlderThan = (keys: string[], days: number, now = Date.now()): string[] =>
  keys.filter((key) => arrivedAt(key) < now - days * 86_400_000);

/** The key of the message with this id, if one is stored. */
export const keyOfId = (keys: string[], id: string): string | undefined =>
  keys.find((key) => key.endsWith(`:${id}`));

/** Deletes these messages, all in one call (of wrangler's, remotely). */
export async function deleteMessages(store: MessageStore, keys: string[]): Promise<void> {
  if (keys.length > 0) await store.deleteKeys(keys);
}

/** Every stored message, newest first. */
export async function readMessages(store: MessageStore): Promise<StoredMessage[]> {
  const keys = await listMessageKeys(store);
  if (keys.length === 0) return [];
  return Object.entries(await store.getValues(keys))
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => parseStoredMessage(key, value))
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.key.localeCompare(a.key));
}
