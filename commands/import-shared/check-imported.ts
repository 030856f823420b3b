/** The content check an import ends with, on everything in the folder, translations included. */
import { type ContentProblem, formatProblemIn, formatWarningIn } from '../../builder/content/check.ts';
import { checkAllContent, warnAllContent } from '../../builder/content/load.ts';

/**
 * Prints the check's warnings (what the page will not show, each language's untranslated
 * fields) as check:content says them, then its problems under a heading; gives the problems,
 * to which the import adds its own advice.
 */
export async function checkImported(dir: string, where: string): Promise<ContentProblem[]> {
  const problems = await checkAllContent(dir);
  const warnings = await warnAllContent(dir);
  if (warnings.length > 0) console.log('');
  for (const warning of warnings) console.log(formatWarningIn(where)(warning));
  if (problems.length > 0) {
    console.error(`\nThe content check fails on ${where}/ now:`);
    for (const problem of problems) console.error(`  ${formatProblemIn(where)(problem)}`);
  }
  return problems;
}
