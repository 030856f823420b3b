/**
 * `npm run update`'s content migrations, run from the release's code once its files are in place:
 * `node commands/update/migrate-content.ts CONTENT_DIR`. One line per migration: what it changed,
 * or that nothing was needed. With `--json`, the update's form: `{ "lines": [...], "written":
 * [...] }`, the files written as paths under CONTENT_DIR, which the update commits by name.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contentMigrations } from './content-migrations.ts';

const {
  positionals: [contentDir],
  values: { json },
} = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean', default: false } } });
const lines: string[] = [];
const written: string[] = [];
for (const migration of contentMigrations) {
  const changed = migration.run(contentDir);
  written.push(...changed.map((file) => join(contentDir, file).split('\\').join('/')));
  lines.push(
    changed.length === 0
      ? `migration: ${migration.title}: nothing needed`
      : `migration: ${migration.title}: changed ${changed.map((file) => `content/${file}`).join(', ')}`,
  );
}
console.log(json ? JSON.stringify({ lines, written }) : lines.join('\n'));
