/**
 * Builds a script that a measurement's page runs instead of the site's (./react-floor.ts for the
 * bench, ./react-alone.ts for Lighthouse's floors): one production bundle, `<name>.js` in `outDir`.
 */
import { join } from 'node:path';
import { build } from 'vite';

export async function buildStandInScript(name: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: join(import.meta.dirname, `${name}.ts`),
        output: { entryFileNames: `${name}.js` },
      },
    },
  });
}
