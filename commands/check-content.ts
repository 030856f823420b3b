/** `npm run check:content [DIR]`: validates every file in content/ (or DIR) and lists all problems at once. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeProblems, formatWarning } from '../builder/content/check.ts';
import {
  absentKinds,
  absentKindsLine,
  checkAllContent,
  contentDir,
  loadContent,
  warnAllContent,
} from '../builder/content/load.ts';
import { overlayFolders } from '../builder/content/overlays.ts';
import { fileKeys } from '../builder/content/sources.ts';
import { workerSettingsFile, workerSettingsProblem } from '../builder/worker-settings.ts';

const directory = process.argv[2] ?? contentDir;

const problems = await checkAllContent(directory);
// Valid content the page will not show as written: said, but the check (and the build) go on.
for (const warning of await warnAllContent(directory)) console.warn(formatWarning(warning));
const settingsProblem = workerSettingsProblem(directory);
if (problems.length > 0 || settingsProblem) {
  if (problems.length > 0) console.error(describeProblems(problems));
  if (settingsProblem) console.error(settingsProblem);
  process.exit(1);
}
const translations = overlayFolders(directory);
const languages = translations.length > 0 ? ` and translations into ${translations.join(', ')}` : '';
const posts = loadContent(directory).posts.length;
const written = posts > 0 ? `, ${posts} post${posts > 1 ? 's' : ''}` : '';
const settings = existsSync(join(directory, workerSettingsFile))
  ? `, your Worker's ${workerSettingsFile}`
  : '';
const files = fileKeys.length - absentKinds(directory).length;
console.log(
  `Content check passed: ${files} file${files === 1 ? '' : 's'}${written}${languages}${settings} in ${directory}`,
);
const absent = absentKindsLine(directory);
if (absent) console.log(absent);
