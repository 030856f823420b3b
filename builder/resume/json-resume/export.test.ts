import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { testContent as content } from '../../../testing/test-content.ts';
import { toJsonResume } from './export.ts';

const require = createRequire(import.meta.url);
const { validate } = require('@jsonresume/schema') as {
  validate: (resume: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void) => void;
};

function schemaErrors(resume: unknown): string[] {
  let found: string[] = [];
  validate(resume, (errors) => {
    found = (errors ?? []).map((error) => error.stack);
  });
  return found;
}

describe('toJsonResume', () => {
  it('turns content into a valid JSON Resume v1.0.0 document', () => {
    const resume = toJsonResume(content);
    expect(schemaErrors(resume)).toEqual([]);
    expect(resume.$schema).toBe(
      'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    );
  });

  it('writes no url, repository or summary for a project, job or degree without them', () => {
    const [job] = content.workExperience;
    const resume = toJsonResume({
      ...content,
      workExperience: [{ ...job, description: undefined }],
      projects: [
        { title: 'Private', description: 'In-house.', techStack: [] },
        {
          title: 'Library',
          description: 'Open source.',
          techStack: ['Go'],
          githubLink: 'https://github.com/me/lib',
        },
      ],
      education: [
        {
          type: 'degree',
          degree: 'M.Sc',
          college: 'College',
          startYear: 2016,
          endYear: 2018,
          relevantCoursework: [],
        },
      ],
    });
    expect(schemaErrors(resume)).toEqual([]);
    expect(resume.projects).toEqual([
      { name: 'Private', description: 'In-house.', keywords: [] },
      {
        name: 'Library',
        description: 'Open source.',
        keywords: ['Go'],
        url: 'https://github.com/me/lib',
        repository: 'https://github.com/me/lib',
      },
    ]);
    expect(resume.work?.[0]).not.toHaveProperty('summary');
    expect(resume.education?.[0]).not.toHaveProperty('summary');
  });

  it('writes a year-only job date as the year, and no endDate for a degree in progress', () => {
    const [job] = content.workExperience;
    const exported = {
      ...content,
      workExperience: [{ ...job, startDate: '2019', endDate: '2021' }],
      education: [
        {
          type: 'degree' as const,
          degree: 'M.Sc in Data Science',
          college: 'College',
          startYear: 2024,
          relevantCoursework: [],
        },
      ],
    };
    const resume = toJsonResume(exported);
    expect(schemaErrors(resume)).toEqual([]);
    expect(resume.work?.[0]).toMatchObject({ startDate: '2019', endDate: '2021' });
    expect(resume.education?.[0]).toMatchObject({ startDate: '2024' });
    expect(resume.education?.[0]).not.toHaveProperty('endDate');
  });

  it('is checked by a validator that does reject a broken document', () => {
    const broken = { ...toJsonResume(content), basics: { name: 'A', email: 'not an address' }, work: 'none' };
    expect(schemaErrors(broken)).toHaveLength(2);
  });

  it('carries name, job, contact, current job, skills, projects, degree and certifications', () => {
    const resume = toJsonResume(content);
    expect(resume.basics).toMatchObject({
      name: 'Priya Raman',
      label: 'Staff Engineer',
      email: 'priya@example.dev',
      url: 'https://priya.example.dev',
      location: { city: 'Pune', countryCode: 'IN' },
      profiles: [
        {
          network: 'LinkedIn',
          username: 'priya-raman',
          url: 'https://www.linkedin.com/in/priya-raman',
        },
        { network: 'GitHub', username: 'priya-raman', url: 'https://github.com/priya-raman' },
      ],
    });
    expect(resume.basics?.summary?.split('\n\n')).toEqual(content.about.content);
    expect(resume.work?.[0]).toEqual({
      name: 'Tamarind Pay',
      position: 'Staff Engineer',
      startDate: '2021-09',
      summary: 'Leads the checkout platform team.',
      highlights: ['Halved checkout latency by serving it from the edge.', 'Mentored four engineers.'],
    });
    expect(resume.work?.[1]).toMatchObject({ startDate: '2017-06', endDate: '2021-08' });
    expect(resume.skills?.[0]).toEqual({ name: 'Languages', keywords: ['TypeScript', 'Go', 'SQL'] });
    expect(resume.projects?.[0]).toMatchObject({
      name: 'Edge Ledger',
      url: 'https://ledger.example.dev',
      repository: 'https://github.com/priya-raman/edge-ledger',
    });
    expect(resume.education).toEqual([
      expect.objectContaining({
        institution: 'Pune Institute of Engineering',
        studyType: 'B.E.',
        area: 'Information Technology',
        startDate: '2013',
        endDate: '2017',
        courses: ['Distributed Systems', 'Databases'],
        summary: 'Graduated with distinction.',
      }),
    ]);
    expect(resume.certificates).toEqual([
      { name: 'Cloud Architect – Professional', issuer: 'Cloud Academy', date: '2023' },
      { name: 'Go Developer', issuer: 'Gopher Guild', date: '2020' },
    ]);
    expect(
      toJsonResume({
        ...content,
        links: [
          { name: 'Mastodon', url: 'https://hachyderm.io/@priya' },
          { name: 'Website', url: 'https://priya.blog/' },
        ],
      }).basics?.profiles,
    ).toEqual([
      { network: 'Mastodon', username: 'priya', url: 'https://hachyderm.io/@priya' },
      { network: 'Website', url: 'https://priya.blog/' },
    ]);
    expect(resume.meta).toEqual({ canonical: 'https://priya.example.dev/resume.json', version: 'v1.0.0' });
  });

  it('writes the built photo’s address as basics.image, and none without one', () => {
    const image = 'https://example.com/me.jpg';
    expect(toJsonResume(content, { image }).basics?.image).toBe(image);
    expect(toJsonResume(content).basics).not.toHaveProperty('image');
  });
});
