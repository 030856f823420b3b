/** The parts of wrangler.toml the checks read, through wrangler's own reader of its config. */
import { experimental_readRawConfig } from 'wrangler';

export type RouteConfig =
  | string
  | { pattern: string; zone_id?: string; zone_name?: string; custom_domain?: boolean };
export type SendEmailConfig = {
  name: string;
  destination_address?: string;
  allowed_destination_addresses?: string[];
  allowed_sender_addresses?: string[];
};

export type DeployConfig = {
  name?: string;
  account_id?: string;
  workers_dev?: boolean;
  route?: RouteConfig;
  routes?: RouteConfig[];
  send_email?: SendEmailConfig[];
  vars?: Record<string, unknown>;
  d1_databases?: { binding: string; database_name?: string; database_id?: string; migrations_dir?: string }[];
};

/** The config as wrangler reads it; one it cannot read is `{}` here, and the bundle check quotes why. */
export function readDeployConfig(configPath: string): DeployConfig {
  try {
    return experimental_readRawConfig({ config: configPath }).rawConfig as DeployConfig;
  } catch {
    return {};
  }
}

/** Every route of the config, as [[routes]] and `route` give them. */
export function routesOf(config: DeployConfig): RouteConfig[] {
  return [...(config.route ? [config.route] : []), ...(config.routes ?? [])];
}
