import { relative, resolve } from 'node:path';
import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentDir } from './builder/content/content-folder.ts';
import { localStateDir } from './builder/local-database.ts';
import { portfolio } from './builder/vite-plugin/index.ts';
import { readWorkerSettings, WorkerSettingsError } from './builder/worker-settings.ts';

// The owner's Worker settings (content/deploy.toml: name, routes, e-mail, caps) over the product's
// wrangler.toml; a file that cannot be used stops every mode with its file, setting and reason.
const workerSettings = (() => {
  try {
    const label = relative(import.meta.dirname, contentDir);
    return readWorkerSettings(contentDir, label.startsWith('..') ? contentDir : label);
  } catch (error) {
    if (!(error instanceof WorkerSettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();

// The page lives in web/; its build is what the Worker serves as static assets (wrangler.toml [assets]).
// The Worker is a third environment, `worker`, run by the Cloudflare plugin in workerd under
// `npm run dev` and built by the same `vite build` (builder/vite-plugin/plugins/site-build.ts).
export default defineConfig(({ command }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [
    portfolio(),
    react(),
    cloudflare({
      configPath: '../wrangler.toml',
      viteEnvironment: { name: 'worker' },
      persistState: { path: localStateDir },
      // LIVE_CONTENT (npm run dev only): the Worker's /api answers are revalidated on every
      // reload, so a content edit shows.
      config: {
        ...workerSettings,
        ...(command === 'serve' && { vars: { ...workerSettings.vars, LIVE_CONTENT: 'true' } }),
      },
    }),
  ],
  // mimetext's own TypeScript, which the package ships: its built files are transpiled for old
  // browsers and bring core-js through Babel's runtime, a polyfill of what workerd has.
  resolve: {
    alias: {
      'mimetext/browser': resolve(import.meta.dirname, 'node_modules/mimetext/src/entrypoints/browser.ts'),
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // One chunk, requested by the page's own <script>: the polyfill that
    // preloads further chunks would be bytes and start-up work for nothing.
    modulePreload: { polyfill: false },
  },
  // One `vite build` builds the page, its server renderer (for the prerender) and the Worker as
  // environments sharing the plugins, so the content is read once. site-build's buildApp hook runs
  // the whole build in its order; the Cloudflare plugin's own default (client, then Worker) is
  // replaced by this no-op, and its `post` hook finds the Worker built.
  builder: { sharedPlugins: true, buildApp: async () => {} },
  environments: {
    client: {
      build: {
        // The Cloudflare plugin would put each environment under build.outDir/<name>.
        outDir: '../dist/client',
        // The page, and the small page the Worker answers unknown paths with (worker/not-found.ts).
        // Absolute: the dev server's dependency scan resolves them from root (web/), the build from here.
        rollupOptions: {
          input: {
            index: resolve(import.meta.dirname, 'web/index.html'),
            notFound: resolve(import.meta.dirname, 'web/404.html'),
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: '../dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: resolve(import.meta.dirname, 'web/entry-server.tsx') },
      },
    },
    // Smaller upload and faster cold start (what wrangler.toml's `minify` did for wrangler's bundle).
    worker: { build: { outDir: '../dist/worker', emptyOutDir: true, minify: true } },
  },
}));
