import { join } from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';
import { portfolio } from '../builder/vite-plugin/index.ts';
import { fixtureContentDir } from '../testing/fixture-content.ts';

// The Worker's tests run inside workerd with the bindings of wrangler.toml (real local KV and
// rate limiter, storage isolated per test file). The API's answers are made from the fixture content
// as the build makes them (the build's `worker` environment gets them the same way). The D1
// migrations are read here in Node and applied to each file's database by apply-migrations.ts.
export default defineProject({
  plugins: [
    portfolio({ contentDir: fixtureContentDir }),
    cloudflareTest(async () => ({
      wrangler: { configPath: '../wrangler.toml' },
      miniflare: {
        bindings: { TEST_MIGRATIONS: await readD1Migrations(join(import.meta.dirname, '..', 'migrations')) },
      },
    })),
  ],
  // As vite.config.ts has it: the e-mail is tested as built from the same source.
  resolve: { alias: { 'mimetext/browser': '../node_modules/mimetext/src/entrypoints/browser.ts' } },
  test: {
    name: 'worker',
    include: ['**/*.test.ts'],
    setupFiles: ['./apply-migrations.ts'],
    // A file's first contact message loads the route's lazy modules (the validator, the network
    // parser), which Vite transforms on first use: seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
