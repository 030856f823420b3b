/**
 * The variant portfolio's server (testing/variant-content.ts), started by e2e/sites-server.ts beside
 * the fixture's: built once by `npm run build` in a copy of the project (E2E_VARIANT_DIR), its local D1 migrated, and
 * served as `npm start` serves a build, with the Turnstile secret set and siteverify answered by
 * a local stand-in (E2E_SITEVERIFY_PORT) that also tells the tests what it was asked (GET /asked).
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { serveBuiltArgs, wranglerEntry } from '../builder/built-site.ts';
import { applyLocalMigrations } from '../builder/local-database.ts';
import { actionOfToken, siteverifyAnswer, testSecrets } from '../testing/turnstile-stand-in.ts';
import { writeVariantContent } from '../testing/variant-content.ts';
import { copyProject } from './project-copy.ts';

const dir = process.env.E2E_VARIANT_DIR ?? '';
const port = Number(process.env.E2E_VARIANT_PORT);
const siteverifyPort = Number(process.env.E2E_SITEVERIFY_PORT);
if (!dir || !port || !siteverifyPort)
  throw new Error('E2E_VARIANT_DIR, E2E_VARIANT_PORT and E2E_SITEVERIFY_PORT must be set');

const asked: { secret: string | null; response: string | null }[] = [];
const siteverify = createServer(async (request, response) => {
  response.setHeader('Content-Type', 'application/json');
  if (request.method === 'GET') return response.end(JSON.stringify(asked));
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const form = await new Response(Buffer.concat(chunks), {
    headers: { 'Content-Type': request.headers['content-type'] ?? '' },
  }).formData();
  asked.push({ secret: form.get('secret') as string, response: form.get('response') as string });
  const token = form.get('response') as string | null;
  response.end(JSON.stringify(siteverifyAnswer(form, '127.0.0.1', actionOfToken(token))));
});
await new Promise<void>((resolve) => siteverify.listen(siteverifyPort, '127.0.0.1', resolve));

await rm(dir, { recursive: true, force: true });
const project = await copyProject({ dir });
await rm(join(dir, 'content'), { recursive: true, force: true });
await writeVariantContent(join(dir, 'content'));
project.npm('build');
const persistTo = join(dir, '.wrangler', 'state');
await applyLocalMigrations(persistTo);

const wrangler = spawn(
  process.execPath,
  [
    wranglerEntry,
    ...serveBuiltArgs({ port, persistTo }),
    '--var',
    'LIVE_CONTENT:true',
    '--var',
    `TURNSTILE_SECRET_KEY:${testSecrets.alwaysPasses}`,
    '--var',
    `TURNSTILE_SITEVERIFY_URL:http://127.0.0.1:${siteverifyPort}/siteverify`,
  ],
  {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  },
);
const stop = async (code: number) => {
  siteverify.close();
  await rm(dir, { recursive: true, force: true });
  process.exit(code);
};
wrangler.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));
