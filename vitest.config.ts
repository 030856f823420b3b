import { defineConfig } from 'vitest/config';
import { fixtureContentDir } from './testing/fixture-content.ts';

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
          include: ['{shared,builder,commands,measure,testing}/**/*.test.ts'],
          exclude: ['testing/owner-build/**'],
          // Tests bring their own content: a loader or script under test that is given no folder
          // reads the fixtures, never the owner's content/ (the projects' plugins are given theirs).
          env: { CONTENT_DIR: fixtureContentDir },
        },
      },
    ],
  },
});
