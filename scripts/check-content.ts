/** `npm run check:content`: validates every file in content/ and lists all problems at once. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkContentFile, formatProblem } from '../content/check.ts';
import { type ContentKey, contentFiles } from '../content/schema.ts';

const contentDir = process.argv[2] ?? join(import.meta.dirname, '..', 'content');

const problems = [];
for (const key of Object.keys(contentFiles) as ContentKey[]) {
  const { file } = contentFiles[key];
  const raw = await readFile(join(contentDir, file), 'utf8').catch(() => null);
  if (raw === null) problems.push({ file, path: '$', reason: 'file is missing' });
  else problems.push(...checkContentFile(key, raw));
}

if (problems.length > 0) {
  console.error(`Content check failed with ${problems.length} problem${problems.length > 1 ? 's' : ''}:`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`Content check passed: ${Object.keys(contentFiles).length} files in ${contentDir}`);
