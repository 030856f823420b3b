import { formatDateRange } from '../../../shared/format/date.ts';
import { Section } from '../../components/Section.tsx';
import { ApiData } from '../../data/ApiData.tsx';
import { usePage, useUntranslated } from '../../page.ts';
import './Experience.css';

/** Spec §2 Work Experience: title, organization, date range, description and achievements. */
export function Experience() {
  const { texts, monthYear } = usePage();
  const dateWords = { monthYear, present: texts.present };
  const untranslated = useUntranslated();
  return (
    <Section id="experience" className="experience">
      <ApiData path="/api/work-experience">
        {({ data: jobs }) => (
          <ol className="experience__list">
            {jobs?.map((job, index) => (
              <li key={`${job.organization}-${job.startDate}`} className="card experience__item">
                <h3 className="card__title" {...untranslated('workExperience', index, 'title')}>
                  {job.title}
                </h3>
                <p className="experience__organization">{job.organization}</p>
                <p className="experience__dates">{formatDateRange(job.startDate, job.endDate, dateWords)}</p>
                {job.description && (
                  <p {...untranslated('workExperience', index, 'description')}>{job.description}</p>
                )}
                {job.achievements.length > 0 && (
                  <ul className="experience__achievements">
                    {job.achievements.map((achievement, item) => (
                      <li key={achievement} {...untranslated('workExperience', index, 'achievements', item)}>
                        {achievement}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </ApiData>
    </Section>
  );
}
