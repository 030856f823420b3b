import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { testContent as content } from '../../../testing/test-content.ts';
import type { JsonResumePart } from '../../json-resume/collection-part.ts';
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
      talks: [],
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

  it('writes a site without about.json, projects.json, talks.json or links.json with no summary, projects or profiles', () => {
    // Each absent kind reads as its empty content (builder/content/load.ts).
    const resume = toJsonResume({ ...content, about: { content: [] }, projects: [], talks: [], links: [] });
    expect(schemaErrors(resume)).toEqual([]);
    expect(resume.basics).not.toHaveProperty('summary');
    expect(resume.basics?.profiles).toEqual([]);
    expect(resume.projects).toEqual([]);
  });

  it('writes each talk after the projects, as a project of the type "talk" (JSON Resume has no talks)', () => {
    const resume = toJsonResume({
      ...content,
      projects: [],
      talks: [
        {
          title: 'Forms',
          event: 'Conf',
          date: '2025-05-21',
          place: 'Lisbon',
          links: { slides: 'https://s.example/f', video: 'https://v.example/f' },
        },
        { title: 'Bare', event: 'Meetup', date: '2023' },
      ],
    });
    expect(schemaErrors(resume)).toEqual([]);
    expect(resume.projects).toEqual([
      {
        name: 'Forms',
        entity: 'Conf',
        startDate: '2025-05-21',
        location: 'Lisbon',
        url: 'https://v.example/f',
        links: { slides: 'https://s.example/f', video: 'https://v.example/f' },
        type: 'talk',
      },
      { name: 'Bare', entity: 'Meetup', startDate: '2023', type: 'talk' },
    ]);
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

  it('lists the published posts marked for the résumé as publications, each at its address, and no others', () => {
    const post = { title: 'A post', description: 'What it says', date: '2025-03-14', body: '', bodyLine: 1 };
    const resume = toJsonResume({
      ...content,
      posts: [
        { ...post, slug: 'on-the-site', resume: true },
        { ...post, slug: 'elsewhere', resume: true, external: 'https://dev.to/me/elsewhere' },
        { ...post, slug: 'not-marked' },
        { ...post, slug: 'a-draft', resume: true, draft: true },
        { ...post, slug: 'later', resume: true, date: '2999-01-01' },
      ],
    });
    expect(schemaErrors(resume)).toEqual([]);
    expect(resume.publications).toEqual([
      {
        name: 'A post',
        summary: 'What it says',
        releaseDate: '2025-03-14',
        url: new URL('/writing/on-the-site/', content.site.siteUrl).href,
        publisher: new URL(content.site.siteUrl).hostname.replace(/^www\./, ''),
      },
      {
        name: 'A post',
        summary: 'What it says',
        releaseDate: '2025-03-14',
        url: 'https://dev.to/me/elsewhere',
        publisher: 'dev.to',
      },
    ]);
    expect(toJsonResume({ ...content, posts: [] })).not.toHaveProperty('publications');
  });

  it('gives a project with no live site its case study’s page as url, and lists a case study no card names as a project', () => {
    const [withLive, withoutLive] = content.projects;
    const study = { summary: 'What it shows', date: '2024-02', body: '', bodyLine: 1 };
    const resume = toJsonResume({
      ...content,
      projects: [
        { ...withLive, caseStudy: 'named' },
        { ...withoutLive, liveLink: undefined, caseStudy: 'named' },
      ],
      caseStudies: [
        { ...study, slug: 'named', title: 'Named' },
        { ...study, slug: 'own', title: 'On its own', end: '2024-09', role: 'Lead', stack: ['Hono'] },
        { ...study, slug: 'unfinished', title: 'A draft', draft: true },
      ],
      talks: [],
    });
    expect(schemaErrors(resume)).toEqual([]);
    const page = (slug: string) => new URL(`/projects/${slug}/`, content.site.siteUrl).href;
    expect(resume.projects?.map(({ name, url }) => [name, url])).toEqual([
      [withLive.title, withLive.liveLink],
      [withoutLive.title, page('named')],
      ['On its own', page('own')],
    ]);
    expect(resume.projects?.[2]).toEqual({
      name: 'On its own',
      description: 'What it shows',
      startDate: '2024-02',
      endDate: '2024-09',
      roles: ['Lead'],
      keywords: ['Hono'],
      url: page('own'),
      // Marked, so an import leaves it in content/projects/ (as a talk is marked "talk").
      type: 'case study',
    });
  });

  it('writes each collection’s JSON Resume part from the list it is given, and names none of its own', () => {
    const [withLive, withoutLive] = content.projects;
    const post = { title: 'A post', description: 'Marked', date: '2025-03-14', body: '', bodyLine: 1 };
    const marked = {
      ...content,
      posts: [{ ...post, slug: 'marked', resume: true }],
      caseStudies: [{ ...post, slug: 'study', summary: 'On its own', date: '2024-02' }],
      projects: [
        { ...withLive, caseStudy: 'study' },
        { ...withoutLive, liveLink: undefined, caseStudy: 'study' },
      ],
    };
    // Without the collections' parts, the posts are no publications, the case study no project.
    const bare = toJsonResume(marked, { collections: [] });
    expect(bare).not.toHaveProperty('publications');
    expect(bare.projects?.slice(0, 2).map(({ url }) => url)).toEqual([
      withLive.liveLink,
      withoutLive.githubLink,
    ]);
    expect(bare.projects).toHaveLength(2 + content.talks.length);

    // A test's own part, on a collection whose definition has none: its entries go where it says.
    const written: JsonResumePart = {
      write: ({ site }) => ({
        projects: [{ name: 'Theirs', description: `From ${site.ownerName}` }],
        publications: [{ name: 'Their paper', url: 'https://paper.example' }],
      }),
      cardUrl: (card) => `https://own.example/${card.caseStudy}/`,
    };
    const resume = toJsonResume(marked, { collections: [{ key: 'pages', part: written }] });
    expect(schemaErrors(resume)).toEqual([]);
    expect(resume.publications).toEqual([{ name: 'Their paper', url: 'https://paper.example' }]);
    // The cards first (a card with no live site at its entry's page), its projects, then the talks.
    expect(resume.projects?.map(({ name }) => name)).toEqual([
      withLive.title,
      withoutLive.title,
      'Theirs',
      ...content.talks.map(({ title }) => title),
    ]);
    expect(resume.projects?.slice(0, 3).map(({ url }) => url)).toEqual([
      withLive.liveLink,
      'https://own.example/study/',
      undefined,
    ]);
  });

  it('is checked by a validator that does reject a broken document', () => {
    const broken = { ...toJsonResume(content), basics: { name: 'A', email: 'not an address' }, work: 'none' };
    expect(schemaErrors(broken)).toHaveLength(2);
  });

  it('carries name, job, contact, current job, skills, projects, degree and certifications', () => {
    const resume = toJsonResume(content);
    const { site, links, workExperience, skills, projects, education } = content;
    expect(resume.basics).toMatchObject({
      name: site.ownerName,
      label: site.jobTitle,
      email: site.email,
      url: site.siteUrl,
      // A profile's username is the last part of its address.
      profiles: links.map(({ name, url }) => ({ network: name, username: url.split('/').at(-1), url })),
    });
    // site.json's "City, CC" is JSON Resume's city and countryCode.
    const { city, countryCode } = resume.basics?.location ?? {};
    expect(`${city}, ${countryCode}`).toBe(site.location);
    expect(resume.basics?.summary?.split('\n\n')).toEqual(content.about.content);
    const [currentJob, pastJob] = workExperience;
    expect(resume.work?.[0]).toEqual({
      name: currentJob.organization,
      position: currentJob.title,
      startDate: currentJob.startDate,
      summary: currentJob.description,
      highlights: currentJob.achievements,
    });
    expect(resume.work?.[1]).toMatchObject({ startDate: pastJob.startDate, endDate: pastJob.endDate });
    expect(resume.skills?.[0]).toEqual({ name: skills[0].category, keywords: skills[0].skills });
    expect(resume.projects?.[0]).toMatchObject({
      name: projects[0].title,
      url: projects[0].liveLink,
      repository: projects[0].githubLink,
    });
    const degrees = education.filter((record) => record.type === 'degree');
    expect(resume.education).toEqual(
      degrees.map((degree) =>
        expect.objectContaining({
          institution: degree.college,
          startDate: String(degree.startYear),
          endDate: String(degree.endYear),
          courses: degree.relevantCoursework,
          summary: degree.description,
        }),
      ),
    );
    // "B.Tech in Computer Science" is JSON Resume's studyType and area.
    expect(resume.education?.map(({ studyType, area }) => `${studyType} in ${area}`)).toEqual(
      degrees.map((degree) => degree.degree),
    );
    expect(resume.certificates).toEqual(
      education.flatMap((record) =>
        record.type === 'certification'
          ? [{ name: record.certificateName, issuer: record.issuingOrganization, date: String(record.year) }]
          : [],
      ),
    );
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
    expect(resume.meta).toEqual({ canonical: `${site.siteUrl}/resume.json`, version: 'v1.0.0' });
  });

  it('writes the built photo’s address as basics.image, and none without one', () => {
    const image = 'https://example.com/me.jpg';
    expect(toJsonResume(content, { image }).basics?.image).toBe(image);
    expect(toJsonResume(content).basics).not.toHaveProperty('image');
  });
});
