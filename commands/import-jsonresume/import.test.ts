import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonResumePart } from '../../builder/json-resume/collection-part.ts';
import { field } from '../../builder/json-resume/fields.ts';
import type { JsonResume, Publication } from '../../builder/json-resume/types.ts';
import { toJsonResume } from '../../builder/resume/json-resume/export.ts';
import { type CollectionKey, collectionKeys } from '../../shared/content-files.ts';
import { siteSchema } from '../../shared/schema.ts';
import { testContent as content } from '../../testing/test-content.ts';
import { fromJsonResume } from './import.ts';

const require = createRequire(import.meta.url);
const seniorEngineer: JsonResume = require('@jsonresume/schema/examples/senior-engineer.resume.json');
const sample: JsonResume = require('@jsonresume/schema/sample.resume.json');

describe('fromJsonResume', () => {
  it('gives back the content it was exported from, except the fields JSON Resume has no place for', () => {
    const exported = toJsonResume(content);
    // A project's picture is a file in content/: JSON Resume's projects have no field for it.
    expect(JSON.stringify(exported.projects)).not.toMatch(/image|\.png/);
    const { content: imported, notMapped } = fromJsonResume(exported);
    expect(notMapped).toEqual([]);
    const { site, ...rest } = imported;
    // Nor the GitHub snapshot, which the résumé leaves out (docs/decisions.md), nor a collection's
    // entries: its publications are the only ones it holds, as posts.
    const { site: exportedSite, github: _github, ...original } = content;
    const exportedRest = Object.fromEntries(
      Object.entries(original).filter(
        ([key]) => key === 'posts' || !collectionKeys.includes(key as CollectionKey),
      ),
    ) as typeof rest;
    const withoutPictures = exportedRest.projects.map(({ image: _, imageAlt: __, ...project }) => project);
    expect(content.projects.some((project) => project.image)).toBe(true);
    expect(rest).toEqual({ ...exportedRest, projects: withoutPictures });
    expect(site).toMatchObject({
      ownerName: exportedSite.ownerName,
      jobTitle: exportedSite.jobTitle,
      email: exportedSite.email,
      location: exportedSite.location,
      siteUrl: exportedSite.siteUrl,
      initials: exportedSite.initials,
      resumePath: exportedSite.resumePath,
    });
  });

  it('makes a profile’s address from its username, and http into https, and says so', () => {
    const profiles = [
      // The @jsonresume/schema sample's own shape: the network's home page and a username.
      { network: 'Twitter', url: 'https://www.twitter.com', username: 'neutralthoughts' },
      { network: 'GitHub', username: 'priya-dev' },
      { network: 'LinkedIn', url: 'http://www.linkedin.com/in/priya' },
      { network: 'Website', url: 'http://priya.example' },
    ];
    const {
      content: imported,
      adjusted,
      notMapped,
    } = fromJsonResume({
      ...seniorEngineer,
      basics: { ...seniorEngineer.basics, profiles },
    });
    expect(imported.links).toEqual([
      { name: 'X', url: 'https://x.com/neutralthoughts' },
      { name: 'GitHub', url: 'https://github.com/priya-dev' },
      { name: 'LinkedIn', url: 'https://www.linkedin.com/in/priya' },
      // The owner's own site is linked as written: it may not answer on https://.
      { name: 'Website', url: 'http://priya.example' },
    ]);
    expect(adjusted).toEqual([
      { path: 'basics.profiles[0].url', note: 'made from the username: https://x.com/neutralthoughts' },
      { path: 'basics.profiles[1].url', note: 'made from the username: https://github.com/priya-dev' },
      { path: 'basics.profiles[2].url', note: 'http:// made https://: https://www.linkedin.com/in/priya' },
    ]);
    expect(notMapped.filter((note) => note.path.startsWith('basics.profiles'))).toEqual([]);
  });

  it('gathers skills listed one by one, without keywords, into one group, and says so', () => {
    const skills = [
      { name: 'Back End', keywords: ['Go', 'PostgreSQL'] },
      { name: 'JavaScript', level: 'Master' },
      { name: 'Kubernetes', level: 'Intermediate' },
    ];
    const { content: imported, adjusted, notMapped } = fromJsonResume({ ...seniorEngineer, skills });
    expect(imported.skills).toEqual([
      { category: 'Back End', skills: ['Go', 'PostgreSQL'] },
      { category: 'Skills', skills: ['JavaScript', 'Kubernetes'] },
    ]);
    expect(adjusted).toContainEqual({
      path: 'skills',
      note: '2 without keywords listed as one group "Skills": JavaScript, Kubernetes',
    });
    expect(notMapped.filter((note) => note.path.startsWith('skills'))).toEqual([
      { path: 'skills[1].level', note: 'no matching content field' },
      { path: 'skills[2].level', note: 'no matching content field' },
    ]);
  });

  it('explains a refused Mastodon address with the format hint intact', () => {
    const profiles = [{ network: 'Mastodon', url: 'https://hachyderm.io/priya' }];
    const { notMapped } = fromJsonResume({
      ...seniorEngineer,
      basics: { ...seniorEngineer.basics, profiles },
    });
    const note = notMapped.find((entry) => entry.path.startsWith('basics.profiles[0]'));
    expect(`${note?.path}: ${note?.note}`).toContain(
      'must be a Mastodon profile address, https://your.server/@name',
    );
  });

  it('says a photo address must become a file in content/', () => {
    const image = 'https://example.com/me.jpg';
    const { notMapped } = fromJsonResume({ ...seniorEngineer, basics: { ...seniorEngineer.basics, image } });
    expect(notMapped).toContainEqual({
      path: 'basics.image',
      note: 'is an address: save the photo in content/ and name it in site.json photo',
    });
  });

  it('lists every section and field of a real résumé that has no place in content/', () => {
    const { notMapped } = fromJsonResume(seniorEngineer);
    const paths = notMapped.map((note) => note.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'publications[0].publisher',
        'awards',
        'languages',
        'basics.phone',
        'basics.location.postalCode',
        'work[0].location',
        'skills[0].level',
        'projects[0].roles',
      ]),
    );
    expect(paths).not.toContain('work[0].position');
  });

  it('links every network the footer has an icon for, in the résumé’s order', () => {
    const { content: imported, notMapped } = fromJsonResume({
      ...seniorEngineer,
      basics: {
        ...seniorEngineer.basics,
        profiles: [
          ...(seniorEngineer.basics?.profiles ?? []),
          { network: 'Twitter', username: 'lena', url: 'https://twitter.com/lena' },
          { network: 'stackoverflow', url: 'https://stackoverflow.com/users/1/lena' },
          { network: 'YouTube', url: 'https://www.youtube.com/@lena' },
          { network: 'Blog', url: 'https://lena.blog/' },
        ],
      },
    });
    expect(imported.links).toEqual([
      { name: 'GitHub', url: 'https://github.com/lvasquez' },
      { name: 'Mastodon', url: 'https://hachyderm.io/@lena' },
      { name: 'LinkedIn', url: 'https://www.linkedin.com/in/lena-vasquez-eng' },
      { name: 'X', url: 'https://twitter.com/lena' },
      { name: 'Stack Overflow', url: 'https://stackoverflow.com/users/1/lena' },
      { name: 'YouTube', url: 'https://www.youtube.com/@lena' },
      { name: 'Website', url: 'https://lena.blog/' },
    ]);
    expect(notMapped.filter((note) => note.path.startsWith('basics.profiles'))).toEqual([]);
  });

  it('says which profile it could not link and why, in the résumé’s own terms', () => {
    const { content: imported, notMapped } = fromJsonResume(sample);
    // Its Twitter entry is twitter.com's home page plus a username: linked from the username.
    expect(imported.links).toEqual([{ name: 'X', url: 'https://x.com/neutralthoughts' }]);
    expect(notMapped.filter((note) => note.path.startsWith('basics.profiles'))).toEqual([
      {
        path: 'basics.profiles[1]',
        note: 'the site has no icon for network "SoundCloud"; the site links LinkedIn, GitHub, Mastodon, X, Stack Overflow, YouTube and a personal site (network "Website" or "Blog")',
      },
    ]);
  });

  it('keeps a project without repository, url or keywords, and a degree without summary or score', () => {
    const resume: JsonResume = {
      ...seniorEngineer,
      projects: [
        { name: 'No links', description: 'A project without any address', keywords: ['Go'] },
        {
          name: 'Live',
          description: 'Only a site, no keywords',
          url: 'https://live.example.dev',
          repository: '',
        },
        { name: 'Source', description: 'On GitHub', url: 'https://github.com/me/source' },
        {
          name: 'Both',
          description: 'Site and source',
          url: 'https://both.example.dev',
          repository: 'https://github.com/me/both',
        },
      ],
      education: [
        { institution: 'College', studyType: 'M.Sc', startDate: '2016', endDate: '2018', summary: '' },
      ],
    };
    const { content: imported, notMapped } = fromJsonResume(resume);
    expect(imported.projects).toEqual([
      { title: 'No links', description: 'A project without any address', techStack: ['Go'] },
      {
        title: 'Live',
        description: 'Only a site, no keywords',
        techStack: [],
        liveLink: 'https://live.example.dev',
      },
      // A GitHub url is the source, not a live demo: one GitHub link rather than two.
      {
        title: 'Source',
        description: 'On GitHub',
        techStack: [],
        githubLink: 'https://github.com/me/source',
      },
      {
        title: 'Both',
        description: 'Site and source',
        techStack: [],
        liveLink: 'https://both.example.dev',
        githubLink: 'https://github.com/me/both',
      },
    ]);
    expect(imported.education.filter((record) => record.type === 'degree')).toEqual([
      {
        type: 'degree',
        degree: 'M.Sc',
        college: 'College',
        startYear: 2016,
        endYear: 2018,
        relevantCoursework: [],
      },
    ]);
    expect(notMapped.filter((note) => /^(projects|education)\[/.test(note.path))).toEqual([]);
  });

  it('keeps jobs dated by year alone and a degree still in progress, as real résumés have them', () => {
    const { content: imported, notMapped } = fromJsonResume({
      ...seniorEngineer,
      work: [
        { name: 'Acme', position: 'Engineer', startDate: '2020' },
        { name: 'Initech', position: 'Intern', startDate: '2017', endDate: '2019-06' },
      ],
      education: [
        { institution: 'Open University', studyType: 'M.Sc', area: 'Data Science', startDate: '2024' },
        { institution: 'College', studyType: 'B.Sc', startDate: '2013-09', endDate: '' },
      ],
    });
    expect(notMapped.filter((note) => /^(work|education)\[/.test(note.path))).toEqual([]);
    expect(imported.workExperience).toEqual([
      { title: 'Engineer', organization: 'Acme', startDate: '2020', achievements: [] },
      {
        title: 'Intern',
        organization: 'Initech',
        startDate: '2017',
        endDate: '2019-06',
        achievements: [],
      },
    ]);
    expect(imported.education.filter((record) => record.type === 'degree')).toEqual([
      {
        type: 'degree',
        degree: 'M.Sc in Data Science',
        college: 'Open University',
        startYear: 2024,
        relevantCoursework: [],
      },
      { type: 'degree', degree: 'B.Sc', college: 'College', startYear: 2013, relevantCoursework: [] },
    ]);
  });

  it('links Stack Overflow’s regional sites and Mastodon’s /users/ address as written', () => {
    const profiles = [
      { network: 'Stack Overflow', url: 'https://ru.stackoverflow.com/users/7/priya' },
      { network: 'StackOverflow', url: 'https://ja.stackoverflow.com/users/8/priya' },
      { network: 'Mastodon', url: 'https://mastodon.social/users/priya' },
    ];
    const {
      content: imported,
      notMapped,
      adjusted,
    } = fromJsonResume({
      ...seniorEngineer,
      basics: { ...seniorEngineer.basics, profiles },
    });
    expect(imported.links).toEqual([
      { name: 'Stack Overflow', url: 'https://ru.stackoverflow.com/users/7/priya' },
      { name: 'Stack Overflow', url: 'https://ja.stackoverflow.com/users/8/priya' },
      { name: 'Mastodon', url: 'https://mastodon.social/users/priya' },
    ]);
    expect(notMapped.filter((note) => note.path.startsWith('basics.profiles'))).toEqual([]);
    expect(adjusted).toEqual([]);
  });

  it('imports every project, job and degree of the schema package’s sample résumé', () => {
    const { content: imported } = fromJsonResume(sample);
    expect(imported.projects.map((project) => project.title)).toEqual(
      sample.projects?.map((project) => project.name),
    );
    expect(imported.projects.length).toBeGreaterThan(0);
    expect(imported.workExperience).toHaveLength(sample.work?.length ?? 0);
    expect(imported.education).toHaveLength(sample.education?.length ?? 0);
  });

  it('drops an entry the site could not show, naming the résumé’s own fields and why, and keeps the rest', () => {
    const [job] = seniorEngineer.work ?? [];
    const resume: JsonResume = {
      ...seniorEngineer,
      work: [{ ...job, position: undefined }, ...(seniorEngineer.work ?? []).slice(1)],
      education: [{ institution: 'College', startDate: '2018', endDate: '2016' }],
      certificates: [{ name: 'Undated', issuer: 'Somebody' }],
      projects: [
        { name: 'Odd', description: 'A project', url: 'ftp://odd.example.dev' },
        { name: 'Bad repo', description: 'A project', repository: 'git@github.com:me/repo.git' },
      ],
    };
    const { content: imported, notMapped } = fromJsonResume(resume);
    const skipped = notMapped.filter((note) => note.note.startsWith('skipped'));
    expect(skipped).toEqual([
      { path: 'work[0]', note: 'skipped, the site could not show it: work[0].position: is missing' },
      {
        path: 'projects[0]',
        note: 'skipped, the site could not show it: projects[0].url: must be an http(s) URL',
      },
      {
        path: 'projects[1]',
        note: 'skipped, the site could not show it: projects[1].repository: must be an http(s) URL',
      },
      {
        path: 'education[0]',
        note: 'skipped, the site could not show it: education[0].studyType and area: must not be empty; education[0].endDate: endDate must not be before startDate',
      },
      {
        path: 'certificates[0]',
        note: 'skipped, the site could not show it: certificates[0].date: is missing',
      },
    ]);
    expect(imported.workExperience).toHaveLength(2);
  });

  it.each([
    ['प्रिया शर्मा', 'प्रिश'],
    ['王伟', '王伟'],
  ])('derives valid initials from a name of any script: %s gives %s', (name, initials) => {
    const { content: imported, derived } = fromJsonResume({
      ...seniorEngineer,
      basics: { ...seniorEngineer.basics, name },
    });
    expect(siteSchema.safeParse(imported.site).error).toBeUndefined();
    expect(imported.site.initials).toBe(initials);
    expect(derived).toContainEqual({ path: 'site.initials', note: `set to "${initials}"` });
  });

  it.each([
    ['प्रिया शर्मा', '/downloads/priya-sharma-resume.pdf'],
    ['陳美玲', '/downloads/chen-mei-ling-resume.pdf'],
    ['محمد الأحمد', '/downloads/mhmd-lhmd-resume.pdf'],
    ['Дмитрий Иванов', '/downloads/dmitriy-ivanov-resume.pdf'],
    ['José Martínez', '/downloads/jose-martinez-resume.pdf'],
  ])('names the résumé PDF after the owner in Latin letters: %s at %s', (name, resumePath) => {
    const { content: imported, derived } = fromJsonResume({
      ...seniorEngineer,
      basics: { ...seniorEngineer.basics, name },
    });
    expect(imported.site.resumePath).toBe(resumePath);
    expect(siteSchema.shape.resumePath.safeParse(resumePath).success).toBe(true);
    expect(derived).toContainEqual({ path: 'site.resumePath', note: `set to "${resumePath}"` });
  });

  it('names the résumé PDF resume-resume.pdf when the name has nothing to spell it with', () => {
    const { content: imported } = fromJsonResume({
      ...seniorEngineer,
      basics: { ...seniorEngineer.basics, name: '—' },
    });
    expect(imported.site.resumePath).toBe('/downloads/resume-resume.pdf');
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

  it('gives back a project without links, and one on GitHub, as they were exported', () => {
    const projects = [
      { title: 'Private', description: 'In-house.', techStack: [] },
      {
        title: 'Library',
        description: 'Open source.',
        techStack: ['Go'],
        githubLink: 'https://github.com/me/lib',
      },
    ];
    expect(fromJsonResume(toJsonResume({ ...content, projects })).content.projects).toEqual(projects);
  });

  it('gives back a card naming its case study as it was, and leaves a case study of its own out, with nothing reported', () => {
    const projects = [
      { title: 'Checkout', description: 'Payments.', techStack: ['Hono'], caseStudy: 'checkout' },
      {
        title: 'Live',
        description: 'Runs.',
        techStack: [],
        liveLink: 'https://live.example',
        caseStudy: 'live',
      },
    ];
    const study = { summary: 'What it shows', date: '2024-02', body: '', bodyLine: 1 };
    const caseStudies = [
      { ...study, slug: 'checkout', title: 'Checkout' },
      { ...study, slug: 'live', title: 'Live' },
      { ...study, slug: 'own', title: 'No card names it' },
    ];
    const exported = toJsonResume({ ...content, projects, caseStudies, talks: [] });
    // The export has the first card's page as its url, and the third as a project of its own.
    expect(exported.projects?.map(({ url }) => url)).toEqual([
      new URL('/projects/checkout/', content.site.siteUrl).href,
      'https://live.example',
      new URL('/projects/own/', content.site.siteUrl).href,
    ]);
    const { content: imported, notMapped } = fromJsonResume(exported);
    // The live card's caseStudy is the owner's, kept by the import as its picture is (adapter.ts).
    expect(imported.projects).toEqual(
      [projects[0], { ...projects[1], caseStudy: undefined }].map((project) =>
        Object.fromEntries(Object.entries(project).filter(([, value]) => value !== undefined)),
      ),
    );
    expect(notMapped).toEqual([]);
  });

  it('reads back each collection’s JSON Resume part from the list it is given, and names none of its own', () => {
    const resume: JsonResume = {
      projects: [
        { name: 'Card', description: 'A card.', url: 'https://me.example/mine/card/' },
        { name: 'Its own', description: 'Stays in its file.', type: 'kept' },
      ],
      publications: [{ name: 'Paper', publisher: 'Press' }],
    };
    // Without the collections' parts, a publication has no place, and every project is a card.
    const bare = fromJsonResume(resume, []);
    expect(bare.content).not.toHaveProperty('posts');
    expect(bare.notMapped).toContainEqual({
      path: 'publications',
      note: 'the site has no section for it (1 entry)',
    });
    expect(bare.content.projects.map(({ title }) => title)).toEqual(['Card', 'Its own']);

    // A test's own part, on a collection whose definition has none: it reads what it says.
    const fields = [
      field<{ title: string }, Publication>('title', 'name'),
      { content: 'publisher', resume: ['publisher'], unread: 'the test keeps no publisher' },
    ];
    const read: JsonResumePart = {
      write: () => ({}),
      readCard: (card) =>
        card.liveLink?.startsWith('https://me.example/mine/')
          ? { ...card, liveLink: undefined, caseStudy: 'card' }
          : card,
      leaves: (section, entry) => section === 'projects' && entry.type === 'kept',
      reads: {
        section: 'publications',
        fields,
        made: 'test pages',
        entries: (resume, reader) => {
          reader.adjusted('publications[0].name', 'seen by the test');
          const entries = [...(resume.publications ?? []).entries()];
          return reader
            .entries('publications', entries, fields, z.object({ title: z.string() }))
            .map(({ title }) => ({ slug: 'paper', title, body: '', bodyLine: 1 }));
        },
      },
    };
    const { content: imported, notMapped, adjusted } = fromJsonResume(resume, [{ key: 'pages', part: read }]);
    expect(imported.pages).toEqual([{ slug: 'paper', title: 'Paper', body: '', bodyLine: 1 }]);
    expect(imported.projects).toEqual([
      { title: 'Card', description: 'A card.', techStack: [], caseStudy: 'card' },
    ]);
    expect(notMapped).toEqual([{ path: 'publications[0].publisher', note: 'the test keeps no publisher' }]);
    expect(adjusted).toEqual([{ path: 'publications[0].name', note: 'seen by the test' }]);
  });

  it('gives back talks as they were exported, apart from the projects, with nothing reported', () => {
    const talks = [
      {
        title: 'Forms',
        event: 'Conf',
        date: '2025-05-21',
        place: 'Lisbon',
        links: { slides: 'https://s.example/f', paper: 'https://p.example/f.pdf' },
      },
      { title: 'Bare', event: 'Meetup', date: '2023' },
    ];
    const { content: imported, notMapped } = fromJsonResume(toJsonResume({ ...content, talks }));
    expect(imported.talks).toEqual(talks);
    expect(imported.projects).toEqual(content.projects.map(({ image, imageAlt, ...project }) => project));
    expect(notMapped).toEqual([]);
  });

  it('reads a talk of another résumé, with its address alone, as a talk with a video', () => {
    const { content: imported } = fromJsonResume({
      projects: [
        { name: 'Keynote', entity: 'Conf', startDate: '2024-03', type: 'Talk', url: 'https://v.example/k' },
      ],
    });
    expect(imported.talks).toEqual([
      { title: 'Keynote', event: 'Conf', date: '2024-03', links: { video: 'https://v.example/k' } },
    ]);
    expect(imported.projects).toEqual([]);
  });

  it('gives back a year-only job date and a degree in progress as they were exported', () => {
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
    const { content: imported } = fromJsonResume(toJsonResume(exported));
    expect(imported.workExperience).toEqual(exported.workExperience);
    expect(imported.education).toEqual(exported.education);
  });
});
