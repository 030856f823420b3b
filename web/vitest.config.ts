import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The page's component tests, in jsdom (a file can ask for Node with `@vitest-environment node`).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
