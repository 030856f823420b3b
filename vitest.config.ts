import { defineConfig } from 'vitest/config';
import { fixtureContentDir } from './testing/fixture-content.ts';

// Tests bring their own content: every plugin, loader and script under test reads the fixtures,
// never the owner's content/ (set before the projects' configs load the plugins that read it).
process.env.CONTENT_DIR = fixtureContentDir;

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
        },
      },
    ],
  },
});
