import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { portfolio } from '../builder/vite-plugin/index.ts';

// The page's component tests, in jsdom (a file can ask for Node with `@vitest-environment node`).
export default defineProject({
  plugins: [portfolio(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
