/**
 * `npm run update`'s content migrations, run from the release's code once its files are in place:
 * `node commands/update/migrate-content.ts CONTENT_DIR`. One line per migration: what it changed,
 * or that nothing was needed.
 */
import { contentMigrations } from './content-migrations.ts';

const [contentDir] = process.argv.slice(2);
for (const migration of contentMigrations) {
  const changed = migration.run(contentDir);
  console.log(
    changed.length === 0
      ? `migration: ${migration.title}: nothing needed`
      : `migration: ${migration.title}: changed ${changed.map((file) => `content/${file}`).join(', ')}`,
  );
}
