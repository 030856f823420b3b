/** Proves offline that `wrangler deploy` can bundle the Worker, and prints the bundle's size. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const outdir = 'dist/worker';
execFileSync('wrangler', ['deploy', '--dry-run', '--outdir', outdir], { stdio: 'inherit' });

const files = readdirSync(outdir).filter((file) => file.endsWith('.js'));
if (files.length === 0) throw new Error(`wrangler deploy --dry-run wrote no JavaScript to ${outdir}`);
for (const file of files) {
  const path = join(outdir, file);
  const gzip = gzipSync(readFileSync(path)).length;
  console.log(
    `Worker bundle ${path}: ${(statSync(path).size / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzip`,
  );
}
