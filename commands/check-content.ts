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
import { collectionKeys, nounOf } from '../shared/content-files.ts';
import { type CommandOutcome, exitWith } from './command-outcome.ts';

/** The check of `directory`, with what it prints and its exit code. */
export async function checkContentCommand(directory: string = contentDir): Promise<CommandOutcome> {
  const out: string[] = [];
  const err: string[] = [];
  const outcome = (code: number): CommandOutcome => ({
    code,
    stdout: out.map((line) => `${line}\n`).join(''),
    stderr: err.map((line) => `${line}\n`).join(''),
  });
  const problems = await checkAllContent(directory);
  // Valid content the page will not show as written: said, but the check (and the build) go on.
  for (const warning of await warnAllContent(directory)) err.push(formatWarning(warning));
  const settingsProblem = workerSettingsProblem(directory);
  if (problems.length > 0 || settingsProblem) {
    if (problems.length > 0) err.push(describeProblems(problems));
    if (settingsProblem) err.push(settingsProblem);
    return outcome(1);
  }
  const translations = overlayFolders(directory);
  const languages = translations.length > 0 ? ` and translations into ${translations.join(', ')}` : '';
  const content = loadContent(directory);
  // Each collection's entries, in its own words: ", 2 posts, 1 case study".
  const written = collectionKeys
    .map((key) => {
      const count = content[key].length;
      return count > 0 ? `, ${count} ${count > 1 ? nounOf(key).many : nounOf(key).one}` : '';
    })
    .join('');
  const settings = existsSync(join(directory, workerSettingsFile))
    ? `, your Worker's ${workerSettingsFile}`
    : '';
  const files = fileKeys.length - absentKinds(directory).length;
  out.push(
    `Content check passed: ${files} file${files === 1 ? '' : 's'}${written}${languages}${settings} in ${directory}`,
  );
  const absent = absentKindsLine(directory);
  if (absent) out.push(absent);
  return outcome(0);
}

if (import.meta.main) {
  exitWith(await checkContentCommand(process.argv[2]));
}
