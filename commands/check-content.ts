/** `npm run check:content [DIR]`: validates every file in content/ (or DIR) and lists all problems at once. */
import { describeProblems, formatWarning } from '../builder/content/check.ts';
import { checkAllContent, contentDir, warnAllContent } from '../builder/content/load.ts';
import { overlayFolders } from '../builder/content/overlays.ts';
import { contentFiles } from '../shared/content-files.ts';

const directory = process.argv[2] ?? contentDir;

const problems = await checkAllContent(directory);
// Valid content the page will not show as written: said, but the check (and the build) go on.
for (const warning of await warnAllContent(directory)) console.warn(formatWarning(warning));
if (problems.length > 0) {
  console.error(describeProblems(problems));
  process.exit(1);
}
const translations = overlayFolders(directory);
const languages = translations.length > 0 ? ` and translations into ${translations.join(', ')}` : '';
console.log(`Content check passed: ${Object.keys(contentFiles).length} files${languages} in ${directory}`);
