import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';

// The Worker's tests run inside workerd with the bindings of wrangler.toml (real local KV and
// rate limiter, storage isolated per test file).
export default defineProject({
  plugins: [cloudflareTest({ wrangler: { configPath: '../wrangler.toml' } })],
  test: {
    name: 'worker',
    include: ['**/*.test.ts'],
  },
});
