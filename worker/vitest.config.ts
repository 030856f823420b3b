import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';
import { portfolio } from '../builder/vite-plugin/index.ts';

// The Worker's tests run inside workerd with the bindings of wrangler.toml (real local KV and
// rate limiter, storage isolated per test file). The projects' pictures are named from content/ as
// the build names them (wrangler's bundle gets the same through wrangler.toml's [alias]).
export default defineProject({
  plugins: [portfolio(), cloudflareTest({ wrangler: { configPath: '../wrangler.toml' } })],
  test: {
    name: 'worker',
    include: ['**/*.test.ts'],
  },
});
