import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './testing/chromium.ts';
import { fixtureContentDir } from './testing/fixture-content.ts';
import { freePort } from './testing/local-worker.ts';

// A free loopback port, chosen once: test workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// The variant portfolio's server (e2e/variant-site-server.ts): its port, its siteverify stand-in's,
// and the copy of the project it is built in.
process.env.E2E_VARIANT_PORT ??= String(await freePort());
process.env.E2E_SITEVERIFY_PORT ??= String(await freePort());
// Named, not made: the server makes it (and removes it when it stops); a free port is unique enough.
process.env.E2E_VARIANT_DIR ??= join(tmpdir(), `portfolio-variant-${process.env.E2E_VARIANT_PORT}`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // A worker a core, two at least: on two cores the tests keep both busy (97 %), and a bigger
  // machine (the suite's way to its 8 minutes, docs/decisions.md) gets the rest.
  workers: Math.max(2, availableParallelism()),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Not traced: retain-on-failure records every test's trace, which cost 16–35% of the browser
    // tests' time on two cores (docs/decisions.md). A failure still leaves its screenshot; to
    // debug one, run it again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // Tests bring their own content: the production build of the fixtures (e2e/fixtures.ts reads the
  // same files to know what the page shows), served as `npm start` serves a build, in workerd;
  // its own KV and D1 state (migrated first) so a run never touches the owner's messages or counts.
  // Beside it the variant portfolio (testing/variant-content.ts: accent, font, Turnstile, posts,
  // Chinese), built once in a copy of the project and served the same way. Both built at once
  // (e2e/sites-server.ts).
  webServer: {
    command: 'node e2e/sites-server.ts',
    wait: { stdout: /both sites are up/ },
    reuseExistingServer: false,
    timeout: 240_000,
    // The variant's server removes its copy of the project on its way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { WRANGLER_SEND_METRICS: 'false', CONTENT_DIR: fixtureContentDir },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
