/**
 * Validates every GitHub Actions workflow in .github/workflows/ against the published schema
 * (action-validator takes one file per call). Exits non-zero if any file is invalid.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = '.github/workflows';
const files = readdirSync(dir)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join(dir, name));
if (!files.length) {
  console.error(`No workflow files in ${dir}`);
  process.exit(1);
}

let invalid = 0;
for (const file of files) {
  const { status, error } = spawnSync('node_modules/.bin/action-validator', [file], { stdio: 'inherit' });
  if (error) console.error(error.message);
  console.log(`${status === 0 ? 'valid  ' : 'INVALID'} ${file}`);
  if (status !== 0) invalid++;
}
process.exit(invalid ? 1 : 0);
