import { formatYearRange } from '../../../shared/format/date.ts';
import type { Certification, Degree, EducationRecord } from '../../../shared/schema.ts';
import { Section } from '../../components/Section.tsx';
import { ApiData } from '../../data/ApiData.tsx';
import { usePage, useUntranslated } from '../../page.ts';
import './Education.css';

/**
 * Spec §2 Education & Certifications, grouped by type: one card for the first degree record, one
 * "Professional Certifications" card listing every record of any other type.
 */
export function Education() {
  return (
    <Section id="education" className="education">
      <ApiData path="/api/education">
        {({ data: records = [] }) => <EducationCards records={records} />}
      </ApiData>
    </Section>
  );
}

function EducationCards({ records }: { records: EducationRecord[] }) {
  const { texts } = usePage();
  const untranslated = useUntranslated();
  const degree = records.find((record): record is Degree => record.type === 'degree');
  // A record's own fields, by its place in education.json.
  const field = (record: EducationRecord, name: string) =>
    untranslated('education', records.indexOf(record), name);
  const certifications = records.filter((record): record is Certification => record.type !== 'degree');
  return (
    <div className="education__grid">
      {degree && (
        <article className="card">
          <h3 className="card__title" {...field(degree, 'degree')}>
            {degree.degree}
          </h3>
          <p className="education__college" {...field(degree, 'college')}>
            {degree.college}
          </p>
          <p className="education__years">{formatYearRange(degree.startYear, degree.endYear, texts)}</p>
          {degree.description && <p {...field(degree, 'description')}>{degree.description}</p>}
          {degree.relevantCoursework.length > 0 && (
            <p>
              <span className="education__label">{`${texts.relevantCoursework} `}</span>
              {degree.relevantCoursework.join(', ')}
            </p>
          )}
        </article>
      )}
      {certifications.length > 0 && (
        <article className="card">
          <h3 className="card__title">{texts.certifications}</h3>
          <ul className="education__certifications">
            {certifications.map((certification) => (
              <li key={`${certification.certificateName}-${certification.year}`}>
                <span className="education__certificate" {...field(certification, 'certificateName')}>
                  {certification.certificateName}
                </span>
                <span className="education__issuer">
                  {certification.issuingOrganization} · {certification.year}
                </span>
              </li>
            ))}
          </ul>
        </article>
      )}
    </div>
  );
}
