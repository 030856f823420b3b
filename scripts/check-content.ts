/** `npm run check:content`: validates every file in content/ and lists all problems at once. */
import { join } from 'node:path';
import { describeProblems, formatWarning } from '../content/check.ts';
import { checkAllContent, warnAllContent } from '../content/load.ts';
import { contentFiles } from '../content/schema.ts';

const contentDir = process.argv[2] ?? join(import.meta.dirname, '..', 'content');

const problems = await checkAllContent(contentDir);
// Valid content the page will not show as written: said, but the check (and the build) go on.
for (const warning of await warnAllContent(contentDir)) console.warn(formatWarning(warning));
if (problems.length > 0) {
  console.error(describeProblems(problems));
  process.exit(1);
}
console.log(`Content check passed: ${Object.keys(contentFiles).length} files in ${contentDir}`);
