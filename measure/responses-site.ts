/**
 * A site that shows responses, served as `npm start` serves a build, for the responses' measure
 * and check (measure/responses-cpu.ts, measure/responses-page-check.ts): the variant portfolio with
 * responses turned on, built in a throwaway copy, its local D1 migrated and holding 20 approved
 * responses on one post in English and the same in Arabic.

 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { serveBuiltArgs, wranglerEntry } from '../builder/built-site.ts';
import { applyLocalMigrations } from '../builder/local-database.ts';
import { copyProject } from '../e2e/project-copy.ts';
import { startServer } from '../testing/local-worker.ts';
import { writeVariantContent } from '../testing/variant-content.ts';

export type ResponsesSite = {
  url: string;
  /** The built site's assets, served as they are on disk. */
  client: string;
  /** The posts showing 20 responses: English, then Arabic (right to left). */
  pages: [string, string];
  /** Draws a new version of a page's responses, as an approval would: its next request misses the cache. */
  newVersion: (page: string) => void;
  /** Shows a page's seeded responses, or holds them back as pending (each a new version, as a moderation is). */
  showResponses: (page: string, shown: boolean) => void;
  stop: () => Promise<void>;
};

export async function serveResponsesSite({
  port,
  vars = [],
}: {
  port: number;
  /** `wrangler dev --var NAME:value` settings. */
  vars?: string[];
}): Promise<ResponsesSite> {
  const project = await copyProject();
  const content = join(project.dir, 'content');
  await rm(content, { recursive: true, force: true });
  await writeVariantContent(content);
  const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
  writeFileSync(join(content, 'site.json'), JSON.stringify({ ...site, responses: { comments: true } }));
  project.npm('build');

  const client = join(project.dir, 'dist/client');
  const slug = readdirSync(join(client, 'writing'), { withFileTypes: true }).find((entry) =>
    entry.isDirectory(),
  )?.name;
  if (!slug) throw new Error('the variant site has no post');
  const pages: [string, string] = [`/writing/${slug}/`, `/ar/writing/${slug}/`];

  const persistTo = join(project.dir, '.wrangler', 'state');
  await applyLocalMigrations(persistTo);
  const d1Dir = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const databaseFile = readdirSync(d1Dir).find((name) => name.endsWith('.sqlite'));
  if (!databaseFile) throw new Error(`no local D1 database in ${d1Dir}`);
  const database = new DatabaseSync(join(d1Dir, databaseFile));
  seedResponses(database, pages);
  const moderate = database.prepare('UPDATE responses SET status = ? WHERE page = ?');
  const redraw = database.prepare(
    'UPDATE response_versions SET version = lower(hex(randomblob(8))) WHERE page = ?',
  );

  const server = await startServer({
    args: [
      wranglerEntry,
      ...serveBuiltArgs({ port, persistTo }),
      ...vars.flatMap((value) => ['--var', value]),
    ],
    cwd: project.dir,
    ready: `http://127.0.0.1:${port}/api/about`,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    client,
    pages,
    newVersion: (page) => redraw.run(page),
    showResponses: (page, shown) => moderate.run(shown ? 'approved' : 'pending', page),
    stop: async () => {
      await server.stop();
      database.close();
      await project.remove();
    },
  };
}

/** 20 approved on each page: 6 comments and 6 replies of a few sentences, 5 likes, 3 reposts. */
function seedResponses(database: DatabaseSync, pages: string[]): void {
  const words =
    'Thanks for writing this up: the part about testing the edge cases first changed how I plan a feature, and the examples read well on a phone.';
  const insert = database.prepare(
    `INSERT INTO responses (id, kind, page, author_name, author_url, text, source, published, received, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'approved')`,
  );
  for (const page of pages)
    for (let index = 0; index < 20; index++) {
      const kind = index < 6 ? 'comment' : index < 12 ? 'reply' : index < 17 ? 'like' : 'repost';
      const source = kind === 'comment' ? null : `https://reader${index}.example/notes/${index}`;
      const text = kind === 'comment' || kind === 'reply' ? words : null;
      const received = new Date(Date.UTC(2026, 10, 1, 12, index)).toISOString();
      // One author without a site: a name that is no link.
      const url = index === 3 ? null : `https://reader${index}.example/`;
      insert.run(
        crypto.randomUUID(),
        kind,
        page,
        `Reader Number${index}`,
        url,
        text,
        source,
        received,
        received,
      );
    }
}
