/**
 * The deploy's own command as a dry run: `wrangler deploy dist/worker/index.js --no-bundle
 * --dry-run` reads wrangler.toml, checks the bindings and the assets folder and writes the upload
 * to a scratch folder, without an account. The sources alone do not bundle (they import Vite's
 * virtual modules), so the build is what is checked, as the deploy ships it.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtWorker } from '../../builder/built-site.ts';
import type { DoctorContext } from './context.ts';
import { type CheckResult, failure, ok, warning } from './report.ts';
import { wranglerError } from './wrangler-runner.ts';

export async function checkBundle({ projectDir, wrangler }: DoctorContext): Promise<CheckResult> {
  const id = 'bundle';
  if (!existsSync(join(projectDir, builtWorker)))
    return warning(
      id,
      `No build to check: ${builtWorker} is missing.`,
      'Run `npm run build` first (`npm run deploy` builds, then runs the doctor).',
    );
  const outdir = await mkdtemp(join(tmpdir(), 'doctor-bundle-'));
  try {
    const outcome = await wrangler(['deploy', builtWorker, '--no-bundle', '--dry-run', '--outdir', outdir]);
    if (outcome.ok) return ok(id, `wrangler deploy --dry-run accepts wrangler.toml and ${builtWorker}.`);
    return failure(
      id,
      `wrangler deploy --dry-run fails:\n${wranglerError(outcome)}`,
      'Mend what wrangler names (in wrangler.toml, or the build), then run `npm run build` again.',
    );
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}
