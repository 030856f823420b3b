/** Before each test file: its own D1 gets the migrations of migrations/, as `wrangler d1 migrations apply` would. */
import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

const { STATS, TEST_MIGRATIONS } = env as typeof env & { TEST_MIGRATIONS: D1Migration[] };
await applyD1Migrations(STATS, TEST_MIGRATIONS);
