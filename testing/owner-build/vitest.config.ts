import { defineConfig } from 'vitest/config';

// The one suite that reads the owner's content/: it checks the last `npm run build` of it, and
// asserts only what holds for any valid content (`npm test` runs it after that build).
export default defineConfig({
  test: {
    name: 'owner-build',
    root: `${import.meta.dirname}/../..`,
    environment: 'node',
    include: ['testing/owner-build/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
