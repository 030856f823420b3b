import type { CaseStudiesData } from '../../shared/case-study-view.ts';
import { Picture } from '../components/Picture.tsx';
import { WritingFrame } from '../writing/WritingFrame.tsx';

/**
 * A language's index of case studies (`/projects/`, `/de/projects/`), newest first, each with its
 * cover, written with no script as a post's page. The covers below a phone's first screen are lazy.
 */
export function CaseStudyIndexPage({ caseStudies: { texts, studies } }: { caseStudies: CaseStudiesData }) {
  return (
    <WritingFrame>
      <div className="container case-studies">
        <h1 className="post__title">{texts.caseStudies}</h1>
        <ul className="post-list case-studies__list">
          {studies.map((study, index) => (
            <li
              key={study.slug}
              className="post-list__item card case-studies__item"
              lang={study.lang}
              dir={study.dir}
            >
              <h2 className="post-list__title">
                <a href={study.href}>{study.title}</a>
              </h2>
              {study.cover && (
                <Picture
                  image={study.cover}
                  className="case-studies__cover"
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              )}
              <p className="post-list__meta">
                <time dateTime={study.date}>{study.whenText}</time>
                {study.role && <span>{study.role}</span>}
                {study.draft && <span className="post-draft">{texts.draft}</span>}
              </p>
              <p className="post-list__description">{study.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </WritingFrame>
  );
}
