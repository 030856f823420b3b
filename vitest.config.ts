import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { fixtureContentDir } from './testing/fixture-content.ts';

// One run, three environments: the Worker inside workerd, the page in jsdom, content and scripts in Node.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker (cores - 1), yet the slow files mostly wait on a
    // child process or workerd: a worker more than the cores keeps them all busy.
    maxWorkers: availableParallelism() + 1,
    projects: [
      'worker/vitest.config.ts',
      'web/vitest.config.ts',
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['{shared,builder,commands,measure,testing}/**/*.test.ts'],
          exclude: ['testing/owner-build/**'],
          // Files share a worker's modules: each file importing the build's modules afresh cost
          // four times the import time (node project: 272 s isolated, 141 s shared, on 2 cores).
          isolate: false,
          // A test that spawns a few Node processes takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
          // Tests bring their own content: a loader or script under test that is given no folder
          // reads the fixtures, never the owner's content/ (the projects' plugins are given theirs).
          env: { CONTENT_DIR: fixtureContentDir },
        },
      },
    ],
  },
});
