import { describe, expect, it } from 'vitest';
import { csvOf, fullExport, profileCsv } from '../../testing/linkedin-export.ts';
import type { LinkedInFile } from './archive.ts';
import { type CsvTable, parseLinkedInCsv } from './csv.ts';
import { fromLinkedIn } from './import.ts';

const tablesOf = (files: Record<string, string>) =>
  new Map(
    Object.entries(files).map(([file, text]) => [
      file as LinkedInFile,
      parseLinkedInCsv(file as LinkedInFile, text),
    ]),
  ) as Map<LinkedInFile, CsvTable>;

describe('fromLinkedIn', () => {
  it('reads every file of an export into content, dates as content writes them', () => {
    const { content, imported, report } = fromLinkedIn(tablesOf(fullExport()), {});
    const { skipped, errors } = report;
    expect(errors).toEqual([]);
    expect(content.workExperience).toEqual([
      {
        title: 'Platform Engineer',
        organization: 'Quayside',
        startDate: '2021-06',
        description: 'Runs the build farm.\nWrote the "deploy" tool, twice.',
        achievements: [],
      },
      {
        title: 'Software Engineer',
        organization: 'Harbour Labs',
        startDate: '2018-01',
        endDate: '2021-05',
        achievements: [],
      },
    ]);
    expect(content.education).toEqual([
      {
        type: 'degree',
        degree: 'BSc Computer Science',
        college: 'University of Lagos',
        startYear: 2014,
        endYear: 2017,
        relevantCoursework: [],
      },
      {
        type: 'certification',
        certificateName: 'Kubernetes Administrator',
        issuingOrganization: 'CNCF',
        year: 2022,
      },
      {
        type: 'certification',
        certificateName: 'AWS SAA',
        issuingOrganization: 'Amazon Web Services',
        year: 2023,
      },
    ]);
    // A malformed address costs the row nothing but the address, and the owner is told.
    expect(skipped).toEqual([
      'Certifications.csv row 2 ("AWS SAA"): Url "htp:/x" is not a web address; imported without it',
    ]);
    expect(content.links).toEqual([
      { name: 'Website', url: 'https://mira.example' },
      { name: 'GitHub', url: 'https://github.com/mira-okafor' },
    ]);
    expect(content.site).toMatchObject({
      ownerName: 'Mira Okafor',
      email: 'hello@mira.example',
      siteUrl: 'https://mira.example',
      resumePath: '/downloads/mira-okafor-resume.pdf',
    });
    expect(content.about).toEqual({ content: ['I build developer platforms.', 'I like small tools.'] });
    expect(content.skills).toEqual([{ category: 'Skills', skills: ['Go', 'Kubernetes', 'TypeScript'] }]);
    expect(Object.fromEntries(imported)).toMatchObject({ 'Positions.csv': 2, 'Certifications.csv': 2 });
  });

  it('reads "Sep 2016" as a degree’s year 2016, with either Education header', () => {
    const education = csvOf([
      ['School Name', 'Started On', 'Finished On', 'Notes', 'Degree Name', 'Activities'],
      ['Uni', 'Sep 2012', 'Sep 2016', 'Top of the class.', 'BSc', ''],
    ]);
    const { content } = fromLinkedIn(tablesOf({ 'Education.csv': education }), {});
    expect(content.education).toEqual([
      {
        type: 'degree',
        degree: 'BSc',
        college: 'Uni',
        startYear: 2012,
        endYear: 2016,
        description: 'Top of the class.',
        relevantCoursework: [],
      },
    ]);
  });

  it('skips a row the site could not show, with why in the CSV’s words, and keeps the others', () => {
    const positions = csvOf([
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      ['Quayside', '', '', '', 'Jun 2021', ''],
      ['Harbour', 'Engineer', '', '', '06/2019', ''],
      ['Acme', 'Intern', '', '', 'Jun 2019', 'Jan 2018'],
      ['Initech', 'Engineer', '', '', 'Jun 2015', 'Jun 2016'],
    ]);
    const { content, report } = fromLinkedIn(tablesOf({ 'Positions.csv': positions }), {});
    const { skipped } = report;
    expect(skipped).toEqual([
      'Positions.csv row 1: skipped, Title is empty',
      'Positions.csv row 2 ("Engineer"): skipped, Started On "06/2019" is not a date like "Jun 2021" or "2021"',
      'Positions.csv row 3 ("Intern"): skipped, Finished On must not be before Started On',
    ]);
    expect(content.workExperience).toHaveLength(1);
  });

  it('keeps what the owner wrote that LinkedIn has no place for, matched by title', () => {
    const owner = {
      projects: [
        {
          title: 'Tidewatch',
          description: 'Old words.',
          techStack: ['Rust'],
          githubLink: 'https://github.com/mira-okafor/tidewatch',
          image: 'projects/tidewatch.png',
          imageAlt: 'A tide chart',
        },
      ],
      workExperience: [
        {
          title: 'Platform Engineer',
          organization: 'Quayside',
          startDate: '2021-06',
          achievements: ['Cut builds to 4 min.'],
        },
      ],
      skills: [{ category: 'Languages', skills: ['Go', 'TypeScript', 'Perl'] }],
    };
    const { content, report } = fromLinkedIn(tablesOf(fullExport()), owner);
    expect(content.projects).toEqual([
      {
        title: 'Tidewatch',
        description: 'A tide table for the harbour.',
        techStack: ['Rust'],
        githubLink: 'https://github.com/mira-okafor/tidewatch',
        image: 'projects/tidewatch.png',
        imageAlt: 'A tide chart',
        liveLink: 'https://tidewatch.example',
      },
    ]);
    expect((content.workExperience as { achievements: string[] }[])[0].achievements).toEqual([
      'Cut builds to 4 min.',
    ]);
    // The owner's groups keep their skills; one LinkedIn adds joins "Skills"; one it no longer lists goes.
    expect(content.skills).toEqual([
      { category: 'Languages', skills: ['Go', 'TypeScript'] },
      { category: 'Skills', skills: ['Kubernetes'] },
    ]);
    expect(report.keptInEntries).toContainEqual({
      file: 'projects.json',
      entry: '"Tidewatch": techStack, githubLink, image, imageAlt',
    });
  });

  it('names the résumé file in Latin letters, whatever the script of the name', () => {
    const profile = profileCsv({ first: 'प्रिया', last: 'शर्मा' });
    const { content } = fromLinkedIn(tablesOf({ 'Profile.csv': profile }), {});
    expect(content.site).toMatchObject({
      ownerName: 'प्रिया शर्मा',
      resumePath: '/downloads/priya-sharma-resume.pdf',
    });
  });

  it('links a Twitter handle and a second website it names, and says where each went', () => {
    const profile = profileCsv({
      websites:
        '[PERSONAL:https://a.example,PORTFOLIO:https://b.example,OTHER:http://www.linkedin.com/in/mira]',
      twitter: '[mira_o]',
    });
    const { content, report } = fromLinkedIn(tablesOf({ 'Profile.csv': profile }), {});
    const { notMapped, adjusted } = report;
    expect(content.links).toEqual([
      { name: 'Website', url: 'https://a.example' },
      { name: 'LinkedIn', url: 'https://www.linkedin.com/in/mira' },
      { name: 'X', url: 'https://x.com/mira_o' },
    ]);
    expect(notMapped).toContain(
      'Profile.csv row 1 ("Mira"): Websites "PORTFOLIO:https://b.example": the footer links one Website, the first (https://a.example)',
    );
    expect(adjusted).toContain(
      'Profile.csv row 1 ("Mira"): Twitter Handles "mira_o": linked as https://x.com/mira_o',
    );
  });
});
