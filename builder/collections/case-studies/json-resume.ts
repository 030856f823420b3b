/**
 * The case studies in a JSON Resume: a project card that names one and has no live site has its
 * page as its url, and a case study no card names is a project of its own, after the cards. An
 * import reads such a url back as the card's `caseStudy`, and leaves a case study of its own to
 * content/projects/, where it lives.
 */
import type { Content } from '../../../shared/content-files.ts';
import { defaultLocaleOf } from '../../../shared/locales.ts';
import { collectionEntryPath, isShown, pagesOf } from '../../collection-entries.ts';
import type { JsonResumePart } from '../../json-resume/collection-part.ts';
import { nonBlankText } from '../../json-resume/fields.ts';
import { projectOfType } from '../../json-resume/tables.ts';

/**
 * A case study no card names, written as a project of this type: it lives in content/projects/,
 * so an import leaves it there and makes no card of it.
 */
const caseStudyType = 'case study';
const isCaseStudy = projectOfType(caseStudyType);

/** The case studies out, and each one's page in the site's own language, as the résumé of every language links it. */
function shownStudies({ caseStudies, site }: Content) {
  const home = defaultLocaleOf(site);
  return caseStudies
    .filter((study) => isShown('caseStudies', study, {}))
    .map((study) => ({
      study,
      page: new URL(collectionEntryPath('caseStudies', study.slug, home, home), site.siteUrl).href,
    }));
}

/**
 * The case study a project's url names, when it is its page on the owner's site (`siteUrl`, the
 * résumé's basics.url): the export's url for a card with no live site. The slug, else undefined.
 */
function caseStudyOfUrl(url: string | undefined, siteUrl: string | undefined): string | undefined {
  if (!url || !siteUrl) return undefined;
  const page = URL.parse(url);
  const site = URL.parse(siteUrl);
  if (!page || !site || page.origin !== site.origin) return undefined;
  // Its index's address, as the registry's `pages.path` says, in any language: /projects/, /de/projects/.
  const { path } = pagesOf('caseStudies');
  return new RegExp(`^/(?:[a-z]{2,3}(?:-[A-Za-z0-9]+)*/)?${path}/([a-z0-9]+(?:-[a-z0-9]+)*)/$`).exec(
    page.pathname,
  )?.[1];
}

export const caseStudiesInJsonResume: JsonResumePart = {
  write: (content) => {
    const named = new Set(content.projects.map(({ caseStudy }) => caseStudy));
    return {
      projects: shownStudies(content)
        .filter(({ study }) => !named.has(study.slug))
        .map(({ study, page }) => ({
          name: study.title,
          description: study.summary,
          startDate: study.date,
          ...(study.end && study.end !== 'present' && { endDate: study.end }),
          ...(study.role && { roles: [study.role] }),
          ...(study.stack && { keywords: study.stack }),
          url: page,
          type: caseStudyType,
        })),
    };
  },
  cardUrl: (card, content) => shownStudies(content).find(({ study }) => study.slug === card.caseStudy)?.page,
  // A url at its own case study's page names that case study: it is no live site.
  readCard: (card, resume) => {
    const caseStudy = caseStudyOfUrl(card.liveLink, nonBlankText(resume.basics?.url));
    if (!caseStudy) return card;
    const { liveLink: _page, ...rest } = card;
    return { ...rest, caseStudy };
  },
  leaves: (section, entry) => section === 'projects' && isCaseStudy(entry),
};
