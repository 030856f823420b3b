import { defineConfig } from 'vitest/config';

// One run, three environments: the Worker inside workerd, the page in jsdom, content and scripts in Node.
export default defineConfig({
  test: {
    projects: [
      'worker/vitest.config.ts',
      'web/vitest.config.ts',
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['content/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
