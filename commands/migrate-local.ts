/**
 * Brings the local counts database up to date (builder/local-database.ts): run by `npm run dev`
 * and the browser tests before their Worker starts. `--persist-to DIR` picks the state directory.
 */
import { parseArgs } from 'node:util';
import { applyLocalMigrations, localStateDir } from '../builder/local-database.ts';

const { values } = parseArgs({ options: { 'persist-to': { type: 'string', default: localStateDir } } });
try {
  await applyLocalMigrations(values['persist-to']);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
