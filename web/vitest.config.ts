import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { portfolio } from '../builder/vite-plugin/index.ts';
import { fixtureContentDir } from '../testing/fixture-content.ts';

// The page's component tests, in jsdom (a file can ask for Node with `@vitest-environment node`).
export default defineProject({
  plugins: [portfolio({ contentDir: fixtureContentDir }), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Files share a worker's modules and jsdom (44–63 s isolated, 15 s shared, on 2 cores): the
    // setup file gives each test a fresh page (test/setup.ts).
    isolate: false,
  },
});
