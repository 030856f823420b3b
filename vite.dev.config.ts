import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig, mergeConfig } from 'vite';
import { localStateDir } from './builder/local-database.ts';
import base from './vite.config.ts';

// `npm run dev`: Vite's hot reload for the page with the Worker (and its /api routes and local KV)
// running inside workerd through the Cloudflare plugin. Production builds use vite.config.ts alone.
// LIVE_CONTENT: the Worker's /api answers are revalidated on every reload, so a content edit shows.
export default mergeConfig(
  base,
  defineConfig({
    plugins: [
      cloudflare({
        configPath: '../wrangler.toml',
        persistState: { path: localStateDir },
        config: { vars: { LIVE_CONTENT: 'true' } },
      }),
    ],
  }),
);
