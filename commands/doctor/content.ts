/** The content the build will read checks out, and names the site's own address. */
import { describeProblems } from '../../builder/content/check.ts';
import { checkAllContent, loadContentFile } from '../../builder/content/load.ts';
import { workerSettingsProblem } from '../../builder/worker-settings.ts';
import { placeholderOf } from '../placeholder-site-urls.ts';
import type { DoctorContext } from './context.ts';
import { type CheckResult, failure, ok, skipped } from './report.ts';

export async function checkContent({ contentDir }: DoctorContext): Promise<CheckResult[]> {
  const problems = await checkAllContent(contentDir);
  const settingsProblem = workerSettingsProblem(contentDir);
  if (problems.length > 0 || settingsProblem)
    return [
      failure(
        'content',
        `The content in ${contentDir} has problems:\n${[...(problems.length > 0 ? [describeProblems(problems)] : []), ...(settingsProblem ? [settingsProblem] : [])].join('\n')}`,
        'Mend each file as listed; `npm run check:content` checks again.',
      ),
      skipped('site-url', 'The content has problems (see content).'),
    ];
  const { siteUrl } = loadContentFile('site', contentDir);
  const placeholder = placeholderOf(siteUrl);
  return [
    ok('content', `The content in ${contentDir} checks out.`),
    placeholder
      ? failure(
          'site-url',
          `site.json's siteUrl is ${placeholder} (${siteUrl}): the canonical URL, sitemap and share image would name that site.`,
          'Set `siteUrl` in content/site.json to the address your site is served from (https://<name>.<subdomain>.workers.dev or your domain).',
        )
      : ok('site-url', `siteUrl is ${siteUrl}.`),
  ];
}
