import type { CaseStudiesData, CaseStudyView } from '../../shared/case-study-view.ts';
import { EntryPage } from '../writing/EntryPage.tsx';

type Props = { study: CaseStudyView; caseStudies: CaseStudiesData };

/**
 * A case study's page, written by the prerender with no script of the page's, in a post's frame:
 * the title, when it ran, the summary, the owner's role, the stack and links as facts beside it,
 * its cover and its body.
 */
export function CaseStudyPage({ study, caseStudies: { texts, indexHref, linksLang } }: Props) {
  return (
    <EntryPage
      className="case-study"
      back={{ href: indexHref, label: texts.allCaseStudies }}
      title={study.title}
      image={study.cover}
      html={study.html}
    >
      <p className="post-list__meta">
        <time dateTime={study.date}>{study.whenText}</time>
        {study.draft && <span className="post-draft">{texts.draft}</span>}
      </p>
      <p className="case-study__summary">{study.summary}</p>
      {(study.role || study.stack.length > 0 || study.links.length > 0) && (
        <dl className="case-study__facts">
          {study.role && (
            <div>
              <dt>{texts.role}</dt>
              <dd>{study.role}</dd>
            </div>
          )}
          {study.stack.length > 0 && (
            <div>
              <dt>{texts.stack}</dt>
              <dd>
                <ul className="post__tags">
                  {study.stack.map((tech) => (
                    <li key={tech} className="tag">
                      {tech}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {study.links.length > 0 && (
            <div>
              <dt>{texts.links}</dt>
              <dd>
                <ul className="case-study__links" lang={linksLang?.lang} dir={linksLang?.dir}>
                  {study.links.map(({ label, url }) => (
                    <li key={url}>
                      <a href={url}>{label}</a>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      )}
    </EntryPage>
  );
}
