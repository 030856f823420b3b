import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load.ts';
import { fromJsonResume, type JsonResume, toJsonResume } from './json-resume.ts';

const require = createRequire(import.meta.url);
const { validate } = require('@jsonresume/schema') as {
  validate: (resume: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void) => void;
};
const seniorEngineer: JsonResume = require('@jsonresume/schema/examples/senior-engineer.resume.json');

function schemaErrors(resume: unknown): string[] {
  let found: string[] = [];
  validate(resume, (errors) => {
    found = (errors ?? []).map((error) => error.stack);
  });
  return found;
}

const content = loadContent();

describe('toJsonResume', () => {
  it('turns the shipped content into a valid JSON Resume v1.0.0 document', () => {
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
      projects: [{ title: 'Private', description: 'In-house.', techStack: [] }],
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
    expect(resume.projects).toEqual([{ name: 'Private', description: 'In-house.', keywords: [] }]);
    expect(resume.work?.[0]).not.toHaveProperty('summary');
    expect(resume.education?.[0]).not.toHaveProperty('summary');
  });

  it('is checked by a validator that does reject a broken document', () => {
    const broken = { ...toJsonResume(content), basics: { name: 'A', email: 'not an address' }, work: 'none' };
    expect(schemaErrors(broken)).toHaveLength(2);
  });

  it('carries name, job, contact, current job, skills, projects, degree and certifications', () => {
    const resume = toJsonResume(content);
    expect(resume.basics).toMatchObject({
      name: 'Aarav Sharma',
      label: 'Senior Full-Stack Engineer',
      email: 'hello@aaravsharma.dev',
      url: 'https://aaravsharma.dev',
      location: { city: 'Bangalore', countryCode: 'IN' },
      profiles: [
        {
          network: 'LinkedIn',
          username: 'aarav-sharma-dev',
          url: 'https://www.linkedin.com/in/aarav-sharma-dev',
        },
        { network: 'GitHub', username: 'aarav-sharma', url: 'https://github.com/aarav-sharma' },
      ],
    });
    expect(resume.basics?.summary?.split('\n\n')).toEqual(content.about.content);
    expect(resume.work?.[0]).toEqual({
      name: 'Razorleaf Payments',
      position: 'Senior Full-Stack Engineer',
      startDate: '2022-04',
      summary: content.workExperience[0].description,
      highlights: content.workExperience[0].achievements,
    });
    expect(resume.work?.[1]).toMatchObject({ startDate: '2019-07', endDate: '2022-03' });
    expect(resume.skills?.[0]).toEqual({
      name: 'Languages',
      keywords: ['TypeScript', 'JavaScript', 'Go', 'Python', 'SQL'],
    });
    expect(resume.projects?.[0]).toMatchObject({
      name: 'Edge Checkout',
      url: 'https://edge-checkout.example.dev',
      repository: 'https://github.com/aarav-sharma/edge-checkout',
    });
    expect(resume.education).toEqual([
      expect.objectContaining({
        institution: 'National Institute of Technology Karnataka',
        studyType: 'B.Tech',
        area: 'Computer Science and Engineering',
        startDate: '2012',
        endDate: '2016',
      }),
    ]);
    expect(resume.certificates).toEqual([
      { name: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services', date: '2023' },
      { name: 'Certified Kubernetes Application Developer', issuer: 'The Linux Foundation', date: '2021' },
    ]);
    expect(resume.meta).toEqual({ canonical: 'https://aaravsharma.dev/resume.json', version: 'v1.0.0' });
  });
});

describe('fromJsonResume', () => {
  it('gives back the content it was exported from, except the site fields JSON Resume has no place for', () => {
    const { content: imported, notMapped } = fromJsonResume(toJsonResume(content));
    expect(notMapped).toEqual([]);
    const { site, ...rest } = imported;
    const { site: shippedSite, ...shippedRest } = content;
    expect(rest).toEqual(shippedRest);
    expect(site).toMatchObject({
      ownerName: shippedSite.ownerName,
      jobTitle: shippedSite.jobTitle,
      email: shippedSite.email,
      location: shippedSite.location,
      siteUrl: shippedSite.siteUrl,
      initials: shippedSite.initials,
      resumePath: shippedSite.resumePath,
    });
  });

  it('lists every section and field of a real résumé that has no place in content/', () => {
    const { notMapped } = fromJsonResume(seniorEngineer);
    const paths = notMapped.map((note) => note.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'publications',
        'awards',
        'languages',
        'basics.phone',
        'basics.location.postalCode',
        'basics.profiles[1]',
        'work[0].location',
        'skills[0].level',
        'projects[0].roles',
      ]),
    );
    expect(notMapped.find((note) => note.path === 'basics.profiles[1]')?.note).toBe(
      'the site links LinkedIn and GitHub only',
    );
    expect(paths).not.toContain('work[0].position');
  });

  it('drops an entry the site could not show, saying why, and keeps the rest', () => {
    const resume: JsonResume = {
      ...seniorEngineer,
      projects: [{ name: 'No links', description: 'A project without any address', keywords: ['Go'] }],
      certificates: [{ name: 'Undated', issuer: 'Somebody' }],
    };
    const { content: imported, notMapped } = fromJsonResume(resume);
    expect(imported.projects).toEqual([
      { title: 'No links', description: 'A project without any address', techStack: ['Go'] },
    ]);
    expect(notMapped).toContainEqual({
      path: 'certificates[0]',
      note: expect.stringMatching(/^skipped.*year/),
    });
    expect(imported.workExperience).toHaveLength(3);
  });

  it('fills the site fields JSON Resume lacks with defaults and says so', () => {
    const { content: imported, derived } = fromJsonResume(seniorEngineer);
    expect(imported.site).toMatchObject({
      ownerName: 'Dr. Lena Vasquez',
      initials: 'LV',
      jobTitle: 'Staff Software Engineer, Distributed Systems',
      location: 'San Francisco, California, US',
      resumePath: '/downloads/dr-lena-vasquez-resume.pdf',
    });
    expect(derived.map((note) => note.path)).toEqual([
      'site.initials',
      'site.heroTitle',
      'site.tagline',
      'site.description',
      'site.pitch',
      'site.resumePath',
    ]);
  });
});
