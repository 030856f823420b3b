import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureGithubSnapshot } from '../../testing/fixture-content.ts';
import { checkContentFile, formatProblem, formatWarning, warnContentFile } from './check.ts';
import { contentFileOf, type FileKey, fileKeys } from './sources.ts';

/** Each kind's fixture file: the fixture portfolio's, and the GitHub snapshot it leaves to the variant site. */
const shipped = (key: FileKey) =>
  readFileSync(
    key === 'github'
      ? fixtureGithubSnapshot
      : join(import.meta.dirname, '../../testing/fixtures/content', contentFileOf(key)),
    'utf8',
  );
const messages = (key: FileKey, data: unknown) =>
  checkContentFile(key, JSON.stringify(data)).map(formatProblem);
const warnings = (key: FileKey, data: unknown) =>
  warnContentFile(key, JSON.stringify(data)).map(formatWarning);

const job = {
  title: 'Engineer',
  organization: 'Acme',
  startDate: '2020-01',
  description: 'Built things.',
  achievements: ['Shipped'],
};
const certificate = { type: 'certification', certificateName: 'CKA', issuingOrganization: 'LF', year: 2021 };
const names = 'one of "LinkedIn", "GitHub", "Mastodon", "X", "Stack Overflow", "YouTube", "Website"';
const degree = {
  type: 'degree',
  degree: 'B.Tech',
  college: 'NIT',
  startYear: 2012,
  endYear: 2016,
  description: 'Studied.',
  relevantCoursework: ['Algorithms'],
};

describe('content checker', () => {
  it.each(fileKeys)('accepts the shipped %s file', (key) => {
    expect(checkContentFile(key, shipped(key))).toEqual([]);
  });

  it('names file, JSON path and what to add for a missing field', () => {
    const { title: _omitted, ...untitled } = job;
    expect(messages('workExperience', [job, untitled])).toEqual([
      'content/work-experience.json: $[1].title: is missing: add text in double quotes',
    ]);
    const { startYear: _startYear, ...undated } = degree;
    expect(messages('education', [undated])).toEqual([
      'content/education.json: $[0].startYear: is missing: add a year written as a number, like 2016 (no quotes)',
    ]);
    expect(messages('links', [{ name: 'GitHub' }])).toEqual([
      'content/links.json: $[0].url: is missing: add the https address of a profile on github.com',
    ]);
  });

  const site = JSON.parse(shipped('site'));
  it.each([
    [
      'a degree year written as a date',
      'education',
      [{ ...degree, startYear: '2016-09' }],
      '$[0].startYear: must be a year written as a number, like 2016 (no quotes)',
    ],
    [
      'a certification year in quotes',
      'education',
      [{ type: 'certification', certificateName: 'CKA', issuingOrganization: 'LF', year: '2021' }],
      '$[0].year: must be a year written as a number, like 2016 (no quotes)',
    ],
    [
      'a job date written as a number',
      'workExperience',
      [{ ...job, startDate: 2020 }],
      '$[0].startDate: must be a date in double quotes, like "2022-04" or "2022"',
    ],
    [
      'a number for a text',
      'workExperience',
      [{ ...job, title: 42 }],
      '$[0].title: must be text in double quotes',
    ],
    [
      'a text for a list',
      'skills',
      [{ category: 'Languages', skills: 'TypeScript' }],
      '$[0].skills: must be a list in square brackets, [ … ]',
    ],
    ['a list for an object', 'about', ['Hello'], '$: must be an object in curly braces, { … }'],
    ['an object for a list', 'links', { name: 'GitHub' }, '$: must be a list in square brackets, [ … ]'],
    ['a text for a list item', 'projects', ['My shop'], '$[0]: must be an object in curly braces, { … }'],
    [
      'a number for a colour',
      'site',
      { ...site, theme: { accent: 0x0f766e } },
      '$.theme.accent: must be a hex colour like #0f766e',
    ],
    [
      'a résumé file named in Devanagari',
      'site',
      { ...site, resumePath: '/downloads/प्रिया-शर्मा-resume.pdf' },
      '$.resumePath: must be a PDF under /downloads/ named with Latin letters, digits, "-", "_" and "." only, like /downloads/priya-sharma-resume.pdf',
    ],
  ] as const)('says what %s should be, in the words of the file', (_mistake, key, data, problem) => {
    expect(messages(key, data)).toEqual([`content/${contentFileOf(key)}: ${problem}`]);
  });

  it('says a year outside 1900–2100 or not whole, and a font the site does not have, with the one meant', () => {
    expect(messages('education', [{ ...degree, startYear: 12, endYear: 2016.5 }])).toEqual([
      'content/education.json: $[0].startYear: must be a year from 1900 to 2100',
      'content/education.json: $[0].endYear: must be a whole year, like 2016',
    ]);
    expect(messages('site', { ...site, theme: { font: 'Inter' } })).toEqual([
      'content/site.json: $.theme.font: must be "inter" or "geist"; did you mean "inter"?',
    ]);
  });

  it('names an unexpected field with the one meant, or else the fields that belong there', () => {
    const { startYear, ...misspelled } = degree;
    expect(messages('education', [{ ...misspelled, startyear: startYear }])).toEqual([
      'content/education.json: $[0].startYear: is missing: add a year written as a number, like 2016 (no quotes)',
      'content/education.json: $[0]: unexpected field "startyear" (did you mean "startYear"?)',
    ]);
    expect(messages('skills', [{ category: 'Languages', skills: ['Go'], level: 'expert' }])).toEqual([
      'content/skills.json: $[0]: unexpected field "level"; the fields here are "category", "skills"',
    ]);
  });

  it('reports an impossible date and an end before the start', () => {
    expect(messages('workExperience', [{ ...job, startDate: '2020-13' }])).toEqual([
      'content/work-experience.json: $[0].startDate: is not a real calendar date',
    ]);
    expect(messages('workExperience', [{ ...job, startDate: 'March 2020' }])).toEqual([
      'content/work-experience.json: $[0].startDate: must be a date written YYYY, YYYY-MM or YYYY-MM-DD',
    ]);
    expect(messages('workExperience', [{ ...job, endDate: '2019-12' }])).toEqual([
      'content/work-experience.json: $[0].endDate: endDate must not be before startDate',
    ]);
    expect(messages('workExperience', [{ ...job, startDate: '2020-05', endDate: '2019' }])).toEqual([
      'content/work-experience.json: $[0].endDate: endDate must not be before startDate',
    ]);
    expect(messages('workExperience', [{ ...job, startDate: '20' }])).toEqual([
      'content/work-experience.json: $[0].startDate: must be a date written YYYY, YYYY-MM or YYYY-MM-DD',
    ]);
  });

  it('accepts a year alone as a date, and compares it with a month only by its year', () => {
    expect(messages('workExperience', [{ ...job, startDate: '2018', endDate: '2020' }])).toEqual([]);
    // Ended in 2020, started in May 2020: the same year, so not before the start.
    expect(messages('workExperience', [{ ...job, startDate: '2020-05', endDate: '2020' }])).toEqual([]);
    expect(messages('workExperience', [{ ...job, startDate: '2020', endDate: '2020-02-29' }])).toEqual([]);
  });

  it('accepts a degree still in progress, without endYear, and still refuses an end before the start', () => {
    const { endYear: _endYear, ...inProgress } = degree;
    expect(messages('education', [inProgress])).toEqual([]);
    expect(messages('education', [{ ...degree, endYear: 2011 }])).toEqual([
      'content/education.json: $[0].endYear: endYear must not be before startYear',
    ]);
  });

  it('accepts initials of one to three characters of any script, or none, and refuses others', () => {
    const site = JSON.parse(shipped('site'));
    const { initials: _none, ...withoutInitials } = site;
    for (const initials of ['प्रिश', '王伟', 'A', 'JRR', 'ÓA']) {
      expect(messages('site', { ...site, initials })).toEqual([]);
    }
    expect(messages('site', withoutInitials)).toEqual([]);
    for (const initials of ['', 'ABCD', 'A S', '#1']) {
      expect(messages('site', { ...site, initials })).toEqual([
        'content/site.json: $.initials: must be one to three letters (of any script), without spaces',
      ]);
    }
  });

  it('reports a link that is not a URL', () => {
    expect(messages('links', [{ name: 'GitHub', url: 'github.com/me' }])).toEqual([
      'content/links.json: $[0].url: must be the https address of a profile on github.com',
    ]);
  });

  it('accepts the other networks on their own hosts, Mastodon on any server, and a personal site', () => {
    expect(
      messages('links', [
        { name: 'Mastodon', url: 'https://hachyderm.io/@priya' },
        { name: 'Mastodon', url: 'https://mastodon.social/@priya@fosstodon.org' },
        { name: 'X', url: 'https://x.com/priya' },
        { name: 'X', url: 'https://twitter.com/priya' },
        { name: 'Stack Overflow', url: 'https://stackoverflow.com/users/1/priya' },
        { name: 'YouTube', url: 'https://www.youtube.com/@priya' },
        { name: 'Website', url: 'https://priya.blog/' },
      ]),
    ).toEqual([]);
  });

  it('accepts Stack Overflow’s regional sites, Mastodon’s /users/ address and an http:// personal site', () => {
    expect(
      messages('links', [
        { name: 'Stack Overflow', url: 'https://ru.stackoverflow.com/users/1/priya' },
        { name: 'Stack Overflow', url: 'https://es.stackoverflow.com/users/1/priya' },
        { name: 'Stack Overflow', url: 'https://pt.stackoverflow.com/users/1/priya' },
        { name: 'Stack Overflow', url: 'https://ja.stackoverflow.com/users/1/priya' },
        { name: 'Mastodon', url: 'https://mastodon.social/users/priya' },
        { name: 'Website', url: 'http://priya.blog/' },
      ]),
    ).toEqual([]);
    expect(
      messages('links', [
        { name: 'Stack Overflow', url: 'https://fr.stackoverflow.com/users/1/priya' },
        { name: 'Stack Overflow', url: 'https://stackoverflow.com.evil.example/users/1' },
        { name: 'Mastodon', url: 'https://mastodon.social/users/' },
        { name: 'Mastodon', url: 'https://mastodon.social/users/priya/statuses/1' },
        { name: 'Website', url: 'ftp://priya.blog/' },
      ]),
    ).toEqual([
      'content/links.json: $[0].url: must be the https address of a profile on stackoverflow.com',
      'content/links.json: $[1].url: must be the https address of a profile on stackoverflow.com',
      'content/links.json: $[2].url: must be a Mastodon profile address, https://your.server/@name',
      'content/links.json: $[3].url: must be a Mastodon profile address, https://your.server/@name',
      'content/links.json: $[4].url: must be an http(s) URL',
    ]);
  });

  it('reports a link on the wrong host, a Mastodon address that is not a profile and an unknown network', () => {
    expect(
      messages('links', [
        { name: 'LinkedIn', url: 'https://github.com/priya' },
        { name: 'X', url: 'https://x.com.evil.example/priya' },
        { name: 'YouTube', url: 'http://www.youtube.com/@priya' },
        { name: 'Mastodon', url: 'https://hachyderm.io/priya' },
        { name: 'Website', url: 'priya.blog' },
        { name: 'Dribbble', url: 'https://dribbble.com/priya' },
      ]),
    ).toEqual([
      'content/links.json: $[0].url: must be the https address of a profile on linkedin.com',
      'content/links.json: $[1].url: must be the https address of a profile on x.com or twitter.com',
      'content/links.json: $[2].url: must be the https address of a profile on youtube.com',
      'content/links.json: $[3].url: must be a Mastodon profile address, https://your.server/@name',
      'content/links.json: $[4].url: must be an http(s) URL',
      `content/links.json: $[5].name: must be ${names}; did you mean "Website"?`,
    ]);
  });

  it('reports a misspelled network with the one meant and its url at once, and still refuses it', () => {
    expect(
      messages('links', [
        { name: 'Linkedin', url: 'linkedin.com/in/priya' },
        { name: 'Linkedin', url: 'https://www.linkedin.com/in/priya' },
        { name: 'Stackoverflow', url: 'https://stackoverflow.com/users/1/priya' },
        { name: 'Mastadon', url: 'https://hachyderm.io/@priya', handle: '@priya' },
      ]),
    ).toEqual([
      `content/links.json: $[0].name: must be ${names}; did you mean "LinkedIn"?`,
      'content/links.json: $[0].url: must be the https address of a profile on linkedin.com',
      `content/links.json: $[1].name: must be ${names}; did you mean "LinkedIn"?`,
      `content/links.json: $[2].name: must be ${names}; did you mean "Stack Overflow"?`,
      `content/links.json: $[3].name: must be ${names}; did you mean "Mastodon"?`,
      'content/links.json: $[3]: unexpected field "handle"; the fields here are "name", "url"',
    ]);
  });

  it('names the network an unknown name’s url is on, or checks the url as any site’s', () => {
    expect(
      messages('links', [
        { name: 'Twitter', url: 'https://twitter.com/priya' },
        { url: 'https://github.com/priya' },
        { name: 'Dribbble', url: 'dribbble.com/priya' },
      ]),
    ).toEqual([
      `content/links.json: $[0].name: must be ${names}; did you mean "X"?`,
      `content/links.json: $[1].name: is missing: add ${names}; "GitHub" fits the rest of this entry`,
      `content/links.json: $[2].name: must be ${names}`,
      'content/links.json: $[2].url: must be an http(s) URL',
    ]);
  });

  it('reports an unknown education type with the one meant and the rest of the record at once', () => {
    const types = 'must be "degree" or "certification"';
    expect(messages('education', [{ ...degree, type: 'Degree', startYear: '2012-08' }])).toEqual([
      `content/education.json: $[0].type: ${types}; did you mean "degree"?`,
      'content/education.json: $[0].startYear: must be a year written as a number, like 2016 (no quotes)',
    ]);
    expect(messages('education', [{ ...degree, type: 'diploma' }])).toEqual([
      `content/education.json: $[0].type: ${types}; did you mean "degree"?`,
    ]);
    expect(messages('education', [{ ...certificate, type: 'certificate', certificateName: '' }])).toEqual([
      `content/education.json: $[0].type: ${types}; did you mean "certification"?`,
      'content/education.json: $[0].certificateName: must not be empty',
    ]);
  });

  it('reports degree fields on a certificate, naming the fields a certificate has', () => {
    expect(messages('education', [degree, { ...certificate, college: 'NIT' }])).toEqual([
      'content/education.json: $[1]: unexpected field "college"; the fields here are "type", "certificateName", "issuingOrganization", "year"',
    ]);
  });

  it('refuses a character no feed may carry, wherever it is in a JSON file, naming its field', () => {
    const reason = (code: string) =>
      `holds the invisible character ${code}, which no feed may carry: delete it (retyping the text around it is enough)`;
    expect(messages('workExperience', [{ ...job, achievements: ['Shipped\u0001', 'Led \udc00'] }])).toEqual([
      `content/work-experience.json: $[0].achievements[0]: ${reason('U+0001')}`,
      `content/work-experience.json: $[0].achievements[1]: ${reason('U+DC00')}`,
    ]);
    // Tab, line feed and carriage return are text, and an emoji's surrogate pair is whole.
    expect(messages('workExperience', [{ ...job, description: 'Built\tthings.\r\nShipped 🚀' }])).toEqual([]);
  });

  it('lists every problem at once, not only the first', () => {
    const result = messages('projects', [
      { title: '', description: 'x', techStack: [''], liveLink: 'nope', githubLink: 'https://github.com/a' },
    ]);
    expect(result).toEqual([
      'content/projects.json: $[0].title: must not be empty',
      'content/projects.json: $[0].techStack[0]: must not be empty',
      'content/projects.json: $[0].liveLink: must be an http(s) URL',
    ]);
  });

  it('accepts a project without links or tech stack, and a job and a degree without description', () => {
    expect(
      messages('projects', [{ title: 'Internal tool', description: 'Private.', techStack: [] }]),
    ).toEqual([]);
    expect(
      messages('projects', [
        { title: 'Site', description: 'x', techStack: ['Go'], liveLink: 'https://site.example.dev' },
        { title: 'Lib', description: 'x', techStack: ['Go'], githubLink: 'https://github.com/a/lib' },
      ]),
    ).toEqual([]);
    const { description: _job, ...undescribedJob } = job;
    expect(messages('workExperience', [{ ...undescribedJob, achievements: [] }])).toEqual([]);
    const { description: _degree, ...undescribedDegree } = degree;
    expect(messages('education', [undescribedDegree])).toEqual([]);
  });

  it('still refuses an empty description or a link that is not a URL where one is given', () => {
    expect(messages('workExperience', [{ ...job, description: ' ' }])).toEqual([
      'content/work-experience.json: $[0].description: must not be empty',
    ]);
    expect(messages('education', [{ ...degree, description: '' }])).toEqual([
      'content/education.json: $[0].description: must not be empty',
    ]);
    expect(
      messages('projects', [
        { title: 'Lib', description: 'x', techStack: [], githubLink: 'github.com/a/lib' },
      ]),
    ).toEqual(['content/projects.json: $[0].githubLink: must be an http(s) URL']);
  });

  it('takes a project picture inside content/ as JPEG, PNG, WebP or AVIF, and an alt only with one', () => {
    const project = { title: 'Shop', description: 'A shop.', techStack: [] };
    expect(
      messages('projects', [{ ...project, image: 'projects/Shop Front.JPG', imageAlt: 'The shop' }]),
    ).toEqual([]);
    expect(
      messages('projects', [
        { ...project, image: '../secrets/shop.png' },
        { ...project, image: 'shop.gif' },
        { ...project, imageAlt: 'The shop' },
        { ...project, image: 'shop.png', imageAlt: ' ' },
      ]),
    ).toEqual([
      'content/projects.json: $[0].image: must be a path inside content/ ending in .jpg, .jpeg, .png, .webp or .avif',
      'content/projects.json: $[1].image: must be a path inside content/ ending in .jpg, .jpeg, .png, .webp or .avif',
      'content/projects.json: $[2].imageAlt: describes a picture, but the project names no image',
      'content/projects.json: $[3].imageAlt: must not be empty',
    ]);
  });

  it('reports a file that is not JSON at all', () => {
    const [problem] = checkContentFile('about', '{ "content": [ "a", ] }');
    expect(formatProblem(problem)).toMatch(/^content\/about\.json: \$: is not valid JSON \(/);
  });
});

describe('content warnings: valid content the page will not show as written', () => {
  it.each(fileKeys)('has none for the shipped %s file', (key) => {
    expect(warnContentFile(key, shipped(key))).toEqual([]);
  });

  it('names every degree record after the first, which the page does not show', () => {
    const records = [
      certificate,
      degree,
      certificate,
      { ...degree, degree: 'M.Tech' },
      { ...degree, degree: 'PhD' },
    ];
    expect(checkContentFile('education', JSON.stringify(records))).toEqual([]);
    expect(warnings('education', records)).toEqual([
      `warning: content/education.json: $[3]: is not shown on the page, which shows only the first degree record ("${degree.degree}"); the résumé PDF lists it`,
      `warning: content/education.json: $[4]: is not shown on the page, which shows only the first degree record ("${degree.degree}"); the résumé PDF lists it`,
    ]);
    expect(warnings('education', [degree, certificate])).toEqual([]);
  });

  it('names an empty list that leaves a section with only its title', () => {
    expect(warnings('projects', [])).toEqual([
      "warning: content/projects.json: $: is empty: the page's projects section shows only its title",
    ]);
    expect(warnings('workExperience', [])).toEqual([
      "warning: content/work-experience.json: $: is empty: the page's experience section shows only its title",
    ]);
    expect(warnings('skills', [])).toEqual([
      "warning: content/skills.json: $: is empty: the page's skills section shows only its title",
    ]);
    expect(warnings('education', [])).toEqual([
      "warning: content/education.json: $: is empty: the page's education section shows only its title",
    ]);
    expect(warnings('links', [])).toEqual([
      "warning: content/links.json: $: is empty: the footer's Follow Me block shows only its title",
    ]);
    expect(warnings('projects', [{ title: 'A', description: 'B', techStack: [] }])).toEqual([]);
  });

  it('names a Turnstile site key that is one of Cloudflare’s test keys', () => {
    const site = JSON.parse(shipped('site'));
    expect(warnings('site', { ...site, turnstileSiteKey: '1x00000000000000000000AA' })).toEqual([
      "warning: content/site.json: $.turnstileSiteKey: is one of Cloudflare's test keys: it checks nobody",
    ]);
    expect(warnings('site', { ...site, turnstileSiteKey: '0x4AAAAAAABkMYinukE8nzY' })).toEqual([]);
  });

  it('gives none for a file with problems: those are reported instead', () => {
    expect(warnContentFile('projects', '[')).toEqual([]);
    expect(warnContentFile('education', JSON.stringify([degree, { ...degree, endYear: 1990 }]))).toEqual([]);
  });
});
