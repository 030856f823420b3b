/**
 * What every check is given: where the project, its config, content and build are, the
 * environment wrangler and the API calls see, and whether the network may be used. Options travel
 * as arguments, so a test points the doctor at its own project folder and API stand-in.
 */
import { join } from 'node:path';
import { buildCacheDir } from '../../builder/build-cache.ts';
import { contentDir as ownersContentDir } from '../../builder/content/load.ts';
import {
  readWorkerSettings,
  WorkerSettingsError,
  withWorkerSettings,
} from '../../builder/worker-settings.ts';
import { ownersWorkerConfig } from '../owners-worker-config.ts';
import { type DeployConfig, readDeployConfig } from './deploy-config.ts';

const usableWorkerSettings = (contentDir: string) => {
  try {
    return readWorkerSettings(contentDir);
  } catch (error) {
    if (error instanceof WorkerSettingsError) return {};
    throw error;
  }
};

import { type WranglerRun, type WranglerRunnerOptions, wranglerRunner } from './wrangler-runner.ts';

export type DoctorOptions = {
  /** The folder with wrangler.toml, migrations/ and dist/ (the repository by default). */
  projectDir?: string;
  contentDir?: string;
  env?: NodeJS.ProcessEnv;
  /** Only the local checks: no request leaves the machine. */
  offline?: boolean;
  /** The Node version to judge (process.version by default), so a test can be an old Node. */
  nodeVersion?: string;
  /**
   * Where wrangler sends any request it would make in an --offline run (its update check after an
   * error): a closed loopback port by default, so none leaves the machine; a test records them.
   */
  offlineProxy?: string;
  /** Name the login's e-mail and the accounts (names and ids): a CI log is often public. */
  verbose?: boolean;
  /**
   * How wrangler's commands are run: the project's wrangler CLI by default; a test gives a stand-in
   * that answers as wrangler would (testing/wrangler-stand-in.ts), a process fewer per command.
   */
  wranglerRunner?: (options: WranglerRunnerOptions) => WranglerRun;
};

export type DoctorContext = {
  repositoryDir: string;
  projectDir: string;
  configPath: string;
  config: DeployConfig;
  contentDir: string;
  distDir: string;
  env: NodeJS.ProcessEnv;
  offline: boolean;
  nodeVersion: string;
  /** Whether findings may name the login's e-mail and the accounts' names and ids. */
  verbose: boolean;
  /** Runs wrangler in the project; `env` adds to the doctor's environment (the chosen account). */
  wrangler: WranglerRun;
};

const repositoryDir = join(import.meta.dirname, '..', '..');

export function doctorContext(options: DoctorOptions = {}): DoctorContext {
  const projectDir = options.projectDir ?? repositoryDir;
  const configPath = join(projectDir, 'wrangler.toml');
  const offline = options.offline ?? false;
  const contentDir = options.contentDir ?? ownersContentDir;
  const env = options.env ?? process.env;
  const wranglerEnv: NodeJS.ProcessEnv = {
    ...env,
    WRANGLER_SEND_METRICS: 'false',
    // The banner asks npm for wrangler's latest version; the doctor's output has no use for it.
    WRANGLER_HIDE_BANNER: 'true',
    // Node keeps wrangler's compiled code between its runs: a fifth less CPU for each of them. In
    // the project's own cache, where the build keeps its own: a shared /tmp folder another user
    // could make first and fill with code that wrangler, holding the token, would run.
    NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? join(buildCacheDir(), 'node-compile-cache'),
    ...(offline && {
      HTTPS_PROXY: options.offlineProxy ?? 'http://127.0.0.1:9',
      HTTP_PROXY: options.offlineProxy ?? 'http://127.0.0.1:9',
      https_proxy: undefined,
      http_proxy: undefined,
      NO_PROXY: '',
      no_proxy: '',
    }),
  };
  return {
    repositoryDir,
    projectDir,
    configPath,
    // The product's wrangler.toml with the owner's settings over it, as the build lays them; a
    // settings file that cannot be used is the content check's failure.
    config: withWorkerSettings(readDeployConfig(configPath), usableWorkerSettings(contentDir)),
    contentDir,
    distDir: join(projectDir, 'dist'),
    env,
    offline,
    nodeVersion: options.nodeVersion ?? process.version,
    verbose: options.verbose ?? false,
    // wrangler's commands ask about the owner's Worker (its name, their settings), not wrangler.toml's.
    wrangler: (options.wranglerRunner ?? wranglerRunner)({
      cwd: projectDir,
      configPath: ownersWorkerConfig(projectDir, contentDir),
      env: wranglerEnv,
    }),
  };
}
