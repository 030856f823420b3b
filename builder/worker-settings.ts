/**
 * The owner's Worker settings: `deploy.toml` in their content folder, beside their content, where a
 * release never writes (docs/updates.md). The product's part of the configuration stays in
 * wrangler.toml; the build lays the owner's settings over it through the Cloudflare plugin's
 * `config` (vite.config.ts), so the Worker it builds, serves and deploys (dist/worker/wrangler.json)
 * has both. Only the keys below may be set here: the rest is the product's to change.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TomlError } from 'smol-toml';
import { z } from 'zod';

/** The file, in the owner's content folder. */
export const workerSettingsFile = 'deploy.toml';

/** The [vars] an owner may set; wrangler.toml gives each its default, but the e-mail pair. */
export const ownerVars = [
  'COUNTING',
  'CONTACT_MINUTE_CAP',
  'CONTACT_DAILY_CAP',
  'CONTACT_RETENTION_DAYS',
  'CONTACT_EMAIL_TO',
  'CONTACT_EMAIL_FROM',
  'RESPONSES_REJECTED_RETENTION_DAYS',
] as const;

// As wrangler's Route: a pattern, on a zone named by name or id, or a custom domain.
const route = z.union([
  z.string().min(1),
  z.strictObject({
    pattern: z.string().min(1),
    zone_name: z.string(),
    custom_domain: z.boolean().optional(),
  }),
  z.strictObject({ pattern: z.string().min(1), zone_id: z.string(), custom_domain: z.boolean().optional() }),
  z.strictObject({ pattern: z.string().min(1), custom_domain: z.boolean() }),
]);

const settingsSchema = z.strictObject({
  name: z
    .string()
    .regex(
      /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
      'must be lowercase letters, digits and hyphens (at most 63)',
    )
    .optional(),
  account_id: z.string().optional(),
  workers_dev: z.boolean().optional(),
  preview_urls: z.boolean().optional(),
  route: route.optional(),
  routes: z.array(route).optional(),
  send_email: z
    .array(
      z.strictObject({
        name: z.literal('CONTACT_EMAIL', 'must be "CONTACT_EMAIL", the binding the Worker sends with'),
        destination_address: z.string().optional(),
        allowed_destination_addresses: z.array(z.string()).optional(),
        allowed_sender_addresses: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  vars: z.partialRecord(z.enum(ownerVars), z.union([z.string(), z.number()]).transform(String)).optional(),
});

export type WorkerSettings = z.output<typeof settingsSchema>;

/** A settings file that cannot be used, named as the content check names a content file's problem. */
export class WorkerSettingsError extends Error {}

const jsonPath = (path: PropertyKey[]) =>
  `$${path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('')}`;

/**
 * The owner's settings from `contentDir`/deploy.toml; none when there is no such file. Throws a
 * WorkerSettingsError naming the file, the setting and the reason when it cannot be used.
 */
export function readWorkerSettings(contentDir: string, label = 'content'): WorkerSettings {
  const path = join(contentDir, workerSettingsFile);
  if (!existsSync(path)) return {};
  const file = `${label}/${workerSettingsFile}`;
  let toml: unknown;
  try {
    toml = parse(readFileSync(path, 'utf8'));
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    throw new WorkerSettingsError(`${file}: line ${error.line}: ${error.message.split('\n')[0]}`);
  }
  const result = settingsSchema.safeParse(toml);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const reason =
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.map((key) => `"${key}"`).join(', ')} is not a setting of yours here (wrangler.toml keeps the product's)`
        : issue.message;
    return `${file}: ${jsonPath(issue.path)}: ${reason}`;
  });
  throw new WorkerSettingsError(lines.join('\n'));
}

/**
 * The product's configuration with the owner's settings laid over it, as the Cloudflare plugin
 * merges them: the owner's value wins, lists are joined, [vars] merged key by key.
 */
export function withWorkerSettings<Config extends { vars?: Record<string, unknown> }>(
  product: Config,
  owner: WorkerSettings,
): Config {
  const { vars, route: ownRoute, routes, send_email, ...rest } = owner;
  const joined = <T>(mine: T[] | undefined, theirs: unknown) =>
    mine === undefined ? undefined : [...mine, ...((theirs as T[] | undefined) ?? [])];
  const productLists = product as { routes?: unknown; send_email?: unknown };
  return {
    ...product,
    ...rest,
    ...(ownRoute !== undefined && { route: ownRoute }),
    ...(routes && { routes: joined(routes, productLists.routes) }),
    ...(send_email && { send_email: joined(send_email, productLists.send_email) }),
    ...(vars && { vars: { ...product.vars, ...vars } }),
  };
}

/** What makes the owner's settings in `contentDir` unusable (every line of it), if anything. */
export function workerSettingsProblem(contentDir: string, label?: string): string | undefined {
  try {
    readWorkerSettings(contentDir, label);
  } catch (error) {
    if (error instanceof WorkerSettingsError) return error.message;
    throw error;
  }
}
