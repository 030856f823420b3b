import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { apiContent } from '../scripts/api-content.ts';
import { portraitImages } from '../scripts/images/vite-plugin.ts';
import { siteFont } from '../scripts/theme/font-plugin.ts';
import { accentTheme } from '../scripts/theme/vite-plugin.ts';

// The page's component tests, in jsdom (a file can ask for Node with `@vitest-environment node`).
export default defineProject({
  plugins: [accentTheme(), siteFont(), portraitImages(), apiContent(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
