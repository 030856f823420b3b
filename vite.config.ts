import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { portfolio } from './builder/vite-plugin/index.ts';

// The page lives in web/; its build is what the Worker serves as static assets (wrangler.toml [assets]).
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [portfolio(), react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // One chunk, requested by the page's own <script>: the polyfill that
    // preloads further chunks would be bytes and start-up work for nothing.
    modulePreload: { polyfill: false },
    // The page, and the small page the Worker answers unknown paths with (worker/not-found.ts).
    // Absolute: the dev server's dependency scan resolves them from root (web/), the build from here.
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'web/index.html'),
        notFound: resolve(import.meta.dirname, 'web/404.html'),
      },
    },
  },
  // One `vite build` builds the page and its server renderer (for the prerender) as two
  // environments sharing the plugins, so the content is read once (builder/vite-plugin/plugins/site-build.ts).
  builder: { sharedPlugins: true },
  environments: {
    ssr: {
      build: {
        outDir: '../dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: resolve(import.meta.dirname, 'web/entry-server.tsx') },
      },
    },
  },
});
