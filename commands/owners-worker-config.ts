/**
 * The configuration wrangler's own commands should read: the product's wrangler.toml with the
 * owner's settings (content/deploy.toml) laid over it, as the build lays them. `wrangler secret`,
 * `kv` and `d1` read only the file they are given (not the build's output), and a binding with no
 * id is looked up by the Worker's name, which is the owner's: with wrangler.toml alone, `npm run
 * messages -- --remote` and the doctor would ask about a Worker named "portfolio".
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { experimental_readRawConfig } from 'wrangler';
import { contentDir } from '../builder/content/content-folder.ts';
import { readWorkerSettings, withWorkerSettings } from '../builder/worker-settings.ts';

type PathsConfig = {
  vars?: Record<string, unknown>;
  main?: string;
  assets?: { directory?: string };
  d1_databases?: { migrations_dir?: string }[];
};

/**
 * Writes the merged configuration under the project's .wrangler/ (wrangler's own scratch folder)
 * and gives its path, or wrangler.toml's own when either file cannot be read: the doctor's checks
 * then say why.
 */
export function ownersWorkerConfig(projectDir: string, contentDir: string): string {
  const productPath = join(projectDir, 'wrangler.toml');
  let merged: PathsConfig;
  try {
    merged = withWorkerSettings(
      experimental_readRawConfig({ config: productPath }).rawConfig as PathsConfig,
      readWorkerSettings(contentDir),
    );
  } catch {
    return productPath;
  }
  const dir = join(projectDir, '.wrangler', 'owners-config');
  // Paths in a config are relative to its file: moved, they must point where wrangler.toml's did.
  const moved = (path: string) => relative(dir, resolve(projectDir, path));
  const config: PathsConfig = {
    ...merged,
    ...(merged.main && { main: moved(merged.main) }),
    ...(merged.assets?.directory && {
      assets: { ...merged.assets, directory: moved(merged.assets.directory) },
    }),
    ...(merged.d1_databases && {
      d1_databases: merged.d1_databases.map((database) =>
        database.migrations_dir ? { ...database, migrations_dir: moved(database.migrations_dir) } : database,
      ),
    }),
  };
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'wrangler.json');
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

/** The owner's configuration of this project, for a command's `--remote` (the deployed Worker's bindings). */
export const remoteConfig = (): string => ownersWorkerConfig(join(import.meta.dirname, '..'), contentDir);
