import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';
import { projectImages } from '../scripts/images/vite-plugin.ts';

// The Worker's tests run inside workerd with the bindings of wrangler.toml (real local KV and
// rate limiter, storage isolated per test file). The projects' pictures are named from content/ as
// the build names them (wrangler's bundle gets the same through wrangler.toml's [alias]).
export default defineProject({
  plugins: [projectImages(), cloudflareTest({ wrangler: { configPath: '../wrangler.toml' } })],
  test: {
    name: 'worker',
    include: ['**/*.test.ts'],
  },
});
