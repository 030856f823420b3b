/**
 * `npm run import:linkedin`'s reading of a LinkedIn export: content/'s files from its CSV tables,
 * each row checked by its content schema, and what it skipped, changed or made up, told in the
 * CSV's own words (`Certifications.csv row 3 ("AWS SAA"): …`). A file the export lacks speaks for
 * nothing: its part of content/ stays the owner's.
 */
import type { z } from 'zod';
import type { FileKey } from '../../builder/content/sources.ts';
import { basicsFields } from '../../builder/resume/json-resume/basics.ts';
import {
  certificationSchema,
  degreeSchema,
  type Link,
  linkSchema,
  projectSchema,
  type SkillGroup,
  workExperienceItemSchema,
} from '../../shared/schema.ts';
import type { ImportNote } from '../import-jsonresume/diagnostics.ts';
import { readEntry } from '../import-jsonresume/read-entries.ts';
import { samePerson } from '../import-shared/another-owner.ts';
import { type KeptSite, keepEntryFields, keepOwnersSite } from '../import-shared/keep-owner.ts';
import { importPlaceholderSiteUrl } from '../placeholder-site-urls.ts';
import type { LinkedInFile } from './archive.ts';
import { type CsvRow, type CsvTable, careerDateOf, parseListField } from './csv.ts';

export type LinkedInImport = {
  /** The content the export speaks for, by kind; a kind none of its files gives is absent. */
  content: Partial<Record<FileKey, unknown>>;
  /** How many rows of each file it imported. */
  imported: Map<LinkedInFile, number>;
  /** Rows skipped, or imported without a value, each with why in the CSV's words. */
  skipped: string[];
  /** Columns and values the site has no place for. */
  notMapped: string[];
  /** Values changed on the way in. */
  adjusted: string[];
  /** Site fields LinkedIn has no place for, filled with a default (the owner had none). */
  derived: ImportNote[];
  /** What it kept of the owner's content: site fields, and fields of entries it matched. */
  keptSite: Pick<KeptSite, 'languages' | 'kept'>;
  keptInEntries: string[];
  /** Why it cannot import at all (nothing is written). */
  errors: string[];
  /** The name in the site.json it replaces, when the export is another person's: nothing of theirs is kept. */
  anotherOwner?: string;
};

type Owner = Partial<Record<FileKey, unknown>>;

/** The site fields LinkedIn has no place for, made up as import:jsonresume makes them. */
const derivedFields = basicsFields.filter((field) => field.derived);
/** siteUrl too: LinkedIn has no address for the portfolio, only a list of websites. */
export const madeUpSiteFields = [...derivedFields.map((field) => field.content), 'siteUrl'];
/** A site address no one has: the owner must put theirs. */

const text = (value: string) => (value === '' ? undefined : value);
const quoted = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value);

/** How a row is named in the report: its file, number and the text that names it. */
const rowName = (table: CsvTable, row: CsvRow, labelColumn: string) =>
  `${table.file} row ${row.number}${row.cells[labelColumn] ? ` (${quoted(row.cells[labelColumn])})` : ''}`;

/**
 * A content entry made from a row, checked by its schema; undefined (and the row noted as
 * skipped, with each reason in its columns' names) when the site could not show it.
 */
function checkedEntry<T>(
  schema: z.ZodType<T>,
  entry: Record<string, unknown>,
  columns: Record<string, string>,
  named: string,
  skipped: string[],
): T | undefined {
  const result = schema.safeParse(entry);
  if (result.success) return result.data;
  const reasons = result.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const column = columns[field] ?? field;
    if (entry[field] === undefined) return `${column} is empty`;
    let message = issue.message;
    for (const [contentField, csvColumn] of Object.entries(columns))
      message = message.replaceAll(new RegExp(`\\b${contentField}\\b`, 'g'), csvColumn);
    return message.startsWith(column) ? message : `${column} ${message}`;
  });
  skipped.push(`${named}: skipped, ${reasons.join('; ')}`);
  return undefined;
}

/** A web address as the site takes it, or why not. */
function webAddress(column: string, value: string): { url?: string; error?: string } {
  if (value === '') return {};
  const url = /^www\./i.test(value) ? `https://${value}` : value;
  try {
    const parsed = new URL(url);
    if (/^https?:$/.test(parsed.protocol) && parsed.hostname.includes('.')) return { url };
  } catch {
    // Not an address at all: said below, as one that is not http(s).
  }
  return { error: `${column} ${quoted(value)} is not a web address` };
}

/** Columns with values the site has no place for, counted over the rows, as one note each. */
function unmappedColumns(table: CsvTable, columns: Record<string, string>, notMapped: string[]) {
  for (const [column, why] of Object.entries(columns)) {
    const filled = table.rows.filter((row) => row.cells[column]).length;
    if (filled > 0)
      notMapped.push(`${table.file} ${column} (${filled} row${filled === 1 ? '' : 's'}): ${why}`);
  }
  for (const column of table.unknownColumns)
    notMapped.push(`${table.file} column "${column}": not a column the import knows`);
}

/** A date cell as content's date, or the row's note when it is not one. */
function dates(row: CsvRow, columns: string[], problems: string[], namedAs = (column: string) => column) {
  return columns.map((column) => {
    const { date, error } = careerDateOf(namedAs(column), row.cells[column] ?? '');
    if (error) problems.push(error);
    return date;
  });
}

const yearOf = (date: string | undefined) => (date === undefined ? undefined : Number(date.slice(0, 4)));
const titleOf = (entry: Record<string, unknown>) =>
  typeof entry.title === 'string' ? entry.title : undefined;

export function fromLinkedIn(tables: Map<LinkedInFile, CsvTable>, replaced: Owner): LinkedInImport {
  // Another person's export (a new owner replacing the sample) keeps nothing of the site it replaces.
  const profileRow = tables.get('Profile.csv')?.rows[0];
  const name =
    profileRow && [profileRow.cells['First Name'], profileRow.cells['Last Name']].filter(Boolean).join(' ');
  const replacedName = (replaced.site as { ownerName?: unknown } | undefined)?.ownerName;
  const anotherOwner =
    typeof replacedName === 'string' && name !== undefined && !samePerson(replacedName, name);
  const owner = anotherOwner ? {} : replaced;
  const result: LinkedInImport = {
    content: {},
    imported: new Map(),
    skipped: [],
    notMapped: [],
    adjusted: [],
    derived: [],
    keptSite: { languages: [], kept: [] },
    keptInEntries: [],
    errors: [],
    anotherOwner: anotherOwner ? replacedName : undefined,
  };
  const { skipped, notMapped } = result;
  const count = (file: LinkedInFile, rows: unknown[]) => result.imported.set(file, rows.length);
  const keep = <Entry extends object>(
    file: string,
    entries: Entry[],
    owners: unknown,
    identity: Parameters<typeof keepEntryFields>[2],
    fields: string[],
  ) => {
    const { entries: merged, kept } = keepEntryFields(entries, owners, identity, fields);
    result.keptInEntries.push(...kept.map((line) => `${file} ${line}`));
    return merged;
  };

  const positions = tables.get('Positions.csv');
  if (positions) {
    const columns = {
      title: 'Title',
      organization: 'Company Name',
      startDate: 'Started On',
      endDate: 'Finished On',
      description: 'Description',
    };
    unmappedColumns(positions, { Location: "the site shows no job's place" }, notMapped);
    const jobs = positions.rows.flatMap((row) => {
      const named = rowName(positions, row, 'Title');
      const problems: string[] = [];
      const [startDate, endDate] = dates(row, ['Started On', 'Finished On'], problems);
      if (problems.length > 0) {
        skipped.push(`${named}: skipped, ${problems.join('; ')}`);
        return [];
      }
      const job = checkedEntry(
        workExperienceItemSchema,
        {
          title: text(row.cells.Title),
          organization: text(row.cells['Company Name']),
          startDate,
          endDate,
          description: text(row.cells.Description ?? ''),
          achievements: [],
        },
        columns,
        named,
        skipped,
      );
      return job ? [job] : [];
    });
    count('Positions.csv', jobs);
    // LinkedIn has no list of achievements: a job the owner has keeps theirs.
    result.content.workExperience = keep(
      'work-experience.json',
      jobs,
      owner.workExperience,
      [
        (job) => (typeof job.title === 'string' ? `${job.title} at ${job.organization}` : undefined),
        // A promotion changes the title of a job LinkedIn keeps: the same company from the same month.
        (job) =>
          typeof job.startDate === 'string' ? `${job.organization} from ${job.startDate}` : undefined,
      ],
      ['achievements'],
    );
  }

  const educationRecords = Array.isArray(owner.education) ? (owner.education as { type?: unknown }[]) : [];
  const education = tables.get('Education.csv');
  let degrees: unknown[] = educationRecords.filter((record) => record.type !== 'certification');
  if (education) {
    const columns = {
      degree: 'Degree Name',
      college: 'School Name',
      startYear: education.namedAs('Start Date'),
      endYear: education.namedAs('End Date'),
      description: 'Notes',
    };
    unmappedColumns(education, { Activities: 'the degree card has no place for them' }, notMapped);
    const read = education.rows.flatMap((row) => {
      const named = rowName(education, row, 'School Name');
      const problems: string[] = [];
      const [start, end] = dates(row, ['Start Date', 'End Date'], problems, education.namedAs);
      if (problems.length > 0) {
        skipped.push(`${named}: skipped, ${problems.join('; ')}`);
        return [];
      }
      const degree = checkedEntry(
        degreeSchema,
        {
          type: 'degree',
          degree: text(row.cells['Degree Name']),
          college: text(row.cells['School Name']),
          // A degree's years are whole years: "Sep 2016" is 2016.
          startYear: yearOf(start),
          endYear: yearOf(end),
          description: text(row.cells.Notes ?? ''),
          relevantCoursework: [],
        },
        columns,
        named,
        skipped,
      );
      return degree ? [degree] : [];
    });
    count('Education.csv', read);
    degrees = keep(
      'education.json',
      read,
      educationRecords,
      (record) => (typeof record.degree === 'string' ? `${record.degree}, ${record.college}` : undefined),
      ['relevantCoursework'],
    );
  }
  const certifications = tables.get('Certifications.csv');
  let certificates: unknown[] = educationRecords.filter((record) => record.type === 'certification');
  if (certifications) {
    const columns = { certificateName: 'Name', issuingOrganization: 'Authority', year: 'Started On' };
    unmappedColumns(
      certifications,
      {
        Url: "the site's certifications have no link",
        'License Number': 'the site shows no licence number',
        'Finished On': 'the site shows the year a certification was earned, not when it expires',
      },
      notMapped,
    );
    certificates = certifications.rows.flatMap((row) => {
      const named = rowName(certifications, row, 'Name');
      const problems: string[] = [];
      const [issued] = dates(row, ['Started On'], problems);
      if (problems.length > 0) {
        skipped.push(`${named}: skipped, ${problems.join('; ')}`);
        return [];
      }
      const entry = checkedEntry(
        certificationSchema,
        {
          type: 'certification',
          certificateName: text(row.cells.Name),
          issuingOrganization: text(row.cells.Authority),
          year: yearOf(issued),
        },
        columns,
        named,
        skipped,
      );
      if (!entry) return [];
      // The address is not shown, but a malformed one is the owner's to know of: one bad cell never costs the row.
      const { error } = webAddress('Url', row.cells.Url ?? '');
      if (error) skipped.push(`${named}: ${error}; imported without it`);
      return [entry];
    });
    count('Certifications.csv', certificates);
  }
  if (education || certifications) result.content.education = [...degrees, ...certificates];

  const projects = tables.get('Projects.csv');
  if (projects) {
    const columns = { title: 'Title', description: 'Description', liveLink: 'Url', githubLink: 'Url' };
    unmappedColumns(
      projects,
      {
        'Started On': 'the site shows no dates for a project',
        'Finished On': 'the site shows no dates for a project',
      },
      notMapped,
    );
    const read = projects.rows.flatMap((row) => {
      const named = rowName(projects, row, 'Title');
      const { url, error } = webAddress('Url', row.cells.Url ?? '');
      const onGitHub = url !== undefined && /^https?:\/\/(www\.)?github\.com\//i.test(url);
      const project = checkedEntry(
        projectSchema,
        {
          title: text(row.cells.Title),
          description: text(row.cells.Description),
          techStack: [],
          ...(url && (onGitHub ? { githubLink: url } : { liveLink: url })),
        },
        columns,
        named,
        skipped,
      );
      if (project && error) skipped.push(`${named}: ${error}; imported without it`);
      return project ? [project] : [];
    });
    count('Projects.csv', read);
    // LinkedIn has no tech stack, picture or second link for a project: the owner's stay.
    result.content.projects = keep('projects.json', read, owner.projects, titleOf, [
      'techStack',
      'liveLink',
      'githubLink',
      'image',
      'imageAlt',
    ]);
  }

  const skills = tables.get('Skills.csv');
  if (skills) {
    const names = [
      ...new Map(skills.rows.map((row) => [row.cells.Name.toLowerCase(), row.cells.Name])).values(),
    ].filter(Boolean);
    count('Skills.csv', names);
    result.content.skills = skillGroupsOf(names, owner.skills);
  }

  readProfile(tables, owner, result);
  return result;
}

/** The group for skills the owner has not put in a group of their own. */
const newSkillsGroup = 'Skills';

/**
 * LinkedIn lists skills one by one: each stays in the owner's group that has it, the others join
 * a group "Skills"; a skill LinkedIn no longer lists leaves its group, and an emptied group goes.
 */
function skillGroupsOf(names: string[], owners: unknown): SkillGroup[] {
  const groups = (Array.isArray(owners) ? owners : []) as SkillGroup[];
  const listed = new Set(names.map((name) => name.toLowerCase()));
  const grouped = new Set<string>();
  const kept = groups.map((group) => {
    const skills = (Array.isArray(group.skills) ? group.skills : []).filter((skill) => {
      const name = String(skill).toLowerCase();
      if (!listed.has(name) || grouped.has(name)) return false;
      grouped.add(name);
      return true;
    });
    return { ...group, skills };
  });
  const ungrouped = names.filter((name) => !grouped.has(name.toLowerCase()));
  const others = kept.find((group) => group.category === newSkillsGroup);
  if (others) others.skills.push(...ungrouped);
  else if (ungrouped.length > 0) kept.push({ category: newSkillsGroup, skills: ungrouped });
  return kept.filter((group) => group.skills.length > 0);
}

/** A website's link name on the footer, by its host; undefined for a site of the owner's own. */
function networkOf(url: string): Link['name'] | undefined {
  const host = new URL(url).hostname.toLowerCase();
  if (/(^|\.)linkedin\.com$/.test(host)) return 'LinkedIn';
  if (/^(www\.)?github\.com$/.test(host)) return 'GitHub';
  if (/^(www\.|mobile\.)?(x|twitter)\.com$/.test(host)) return 'X';
  if (/(^|\.)stackoverflow\.com$/.test(host)) return 'Stack Overflow';
  if (/^(www\.|m\.)?youtube\.com$/.test(host)) return 'YouTube';
  if (/^\/@\w+\/?$/.test(new URL(url).pathname)) return 'Mastodon';
  return undefined;
}

/** Profile.csv's Websites and Twitter Handles as the footer's links: one per network, the first personal site as Website. */
function linksOf(
  table: CsvTable,
  row: CsvRow,
  result: LinkedInImport,
): { links: Link[]; firstSite?: string } {
  const named = rowName(table, row, 'First Name');
  const links: Link[] = [];
  let firstSite: string | undefined;
  const add = (link: Link, source: string) => {
    if (links.some((other) => other.name === link.name)) {
      result.notMapped.push(`${named}: ${source}: the footer links one ${link.name} address, the first`);
      return;
    }
    const checked = linkSchema.safeParse(link);
    if (checked.success) links.push(checked.data);
    else
      result.skipped.push(
        `${named}: ${source} ${checked.error.issues[0]?.message ?? 'is not a link'}; not linked`,
      );
  };
  for (const { kind, value } of parseListField(row.cells.Websites ?? '')) {
    const source = `Websites ${quoted(kind ? `${kind}:${value}` : value)}`;
    const { url, error } = webAddress('Websites', value);
    if (!url) {
      result.skipped.push(`${named}: ${error}; not linked`);
      continue;
    }
    const network = networkOf(url);
    if (network) {
      // A profile is linked over https, as the footer's networks require.
      const secure = url.replace(/^http:/i, 'https:');
      if (secure !== url) result.adjusted.push(`${named}: ${source}: http:// made https://`);
      add({ name: network, url: secure } as Link, source);
    } else if (firstSite === undefined) {
      firstSite = url;
      add({ name: 'Website', url }, source);
    } else
      result.notMapped.push(`${named}: ${source}: the footer links one Website, the first (${firstSite})`);
  }
  for (const { value } of parseListField(row.cells['Twitter Handles'] ?? '')) {
    const handle = value.replace(/^@/, '');
    const url = `https://x.com/${handle}`;
    result.adjusted.push(`${named}: Twitter Handles ${quoted(value)}: linked as ${url}`);
    add({ name: 'X', url }, `Twitter Handles ${quoted(value)}`);
  }
  return { links, firstSite };
}

/** Profile.csv and Email Addresses.csv as site.json, about.json and links.json. */
function readProfile(tables: Map<LinkedInFile, CsvTable>, owner: Owner, result: LinkedInImport) {
  const profile = tables.get('Profile.csv');
  const emails = tables.get('Email Addresses.csv');
  const ownerSite = (typeof owner.site === 'object' && owner.site !== null ? owner.site : undefined) as
    | Record<string, unknown>
    | undefined;

  let email: string | undefined;
  if (emails) {
    const rows = emails.rows.filter((row) => row.cells['Email Address']);
    // The primary address, else the first confirmed one, else the first.
    const chosen =
      rows.find((row) => /^yes$/i.test(row.cells.Primary ?? '')) ??
      rows.find((row) => /^yes$/i.test(row.cells.Confirmed ?? '')) ??
      rows[0];
    email = chosen?.cells['Email Address'];
    result.imported.set('Email Addresses.csv', chosen ? 1 : 0);
    const others = rows.filter((row) => row !== chosen).length;
    if (others > 0)
      result.notMapped.push(
        `Email Addresses.csv: ${others} other address${others === 1 ? '' : 'es'}: the site shows one, the primary`,
      );
  }

  if (!profile) {
    if (!ownerSite) {
      result.errors.push(
        'Profile.csv is missing and there is no site.json to keep: the site needs at least the name Profile.csv gives',
      );
      return;
    }
    if (email !== undefined) result.content.site = { ...ownerSite, email };
    return;
  }

  const [row, ...more] = profile.rows;
  if (!row) {
    result.errors.push('Profile.csv has no row after its header: the site needs the name it gives');
    return;
  }
  if (more.length > 0)
    result.notMapped.push(`Profile.csv: ${more.length} more rows after the first: a profile is one row`);
  result.imported.set('Profile.csv', 1);
  unmappedColumns(
    profile,
    Object.fromEntries(
      ['Maiden Name', 'Address', 'Birth Date', 'Industry', 'Zip Code', 'Instant Messengers'].map((column) => [
        column,
        'the site has no place for it',
      ]),
    ),
    result.notMapped,
  );
  const name = [row.cells['First Name'], row.cells['Last Name']].filter(Boolean).join(' ');
  const headline = row.cells.Headline ?? '';
  const location = row.cells['Geo Location'] ?? '';
  const { links, firstSite } = linksOf(profile, row, result);

  // The fields LinkedIn has no place for, made as import:jsonresume makes them from a résumé's basics.
  const basics = { name, label: headline, location: location ? { address: location } : undefined };
  const madeUp: Record<string, unknown> = readEntry(derivedFields, basics);
  madeUp.siteUrl = firstSite ?? importPlaceholderSiteUrl;

  const sameOwner =
    typeof ownerSite?.ownerName === 'string' && name !== undefined && samePerson(ownerSite.ownerName, name);
  const imported: Record<string, unknown> = {
    // The owner's own spelling of their name ("Dr. Jane Q. Doe") stays.
    ownerName: sameOwner ? ownerSite.ownerName : text(name),
    jobTitle: text(headline),
    location: text(location),
    email,
  };
  const kept = keepOwnersSite(
    { ...madeUp, ...Object.fromEntries(Object.entries(imported).filter(([, value]) => value !== undefined)) },
    sameOwner ? ownerSite : {},
    // Without Email Addresses.csv the owner's address stays; without a headline or place, theirs.
    [
      ...madeUpSiteFields,
      ...(email === undefined ? ['email'] : []),
      ...(headline ? [] : ['jobTitle']),
      ...(location ? [] : ['location']),
    ],
  );
  result.content.site = kept.site;
  // A value the import made on an earlier run is no more the owner's than a new default: not listed as kept.
  const wouldMake: Record<string, unknown> = { ...madeUp, ...imported };
  const ownValues = kept.kept.filter(
    (field) => JSON.stringify(ownerSite?.[field]) !== JSON.stringify(wouldMake[field]),
  );
  result.keptSite = { languages: kept.languages, kept: ownValues };
  for (const field of madeUpSiteFields) {
    if (kept.kept.includes(field)) continue;
    const value = kept.site[field];
    const why =
      field === 'siteUrl'
        ? firstSite
          ? `set to ${JSON.stringify(value)}, the first of Profile.csv's Websites: put your site's address if it is another`
          : `set to ${JSON.stringify(value)}: Profile.csv names no website; put your site's address`
        : value === undefined
          ? derivedFields.find((derived) => derived.content === field)?.leftOut?.(basics)
          : `set to ${JSON.stringify(value)}`;
    if (why) result.derived.push({ path: `site.${field}`, note: why });
  }

  const paragraphs = (row.cells.Summary ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length > 0) result.content.about = { content: paragraphs };
  else if (!owner.about && headline) {
    result.content.about = { content: [headline] };
    result.derived.push({
      path: 'about.content',
      note: 'Profile.csv has no Summary: set to its Headline; write about yourself there',
    });
  } else if (!owner.about)
    result.errors.push(
      'Profile.csv has no Summary (nor Headline) for about.json, and there is no about.json to keep',
    );

  // Links of networks the export gives replace the owner's of that name; the owner's others stay.
  const ownLinks = (Array.isArray(owner.links) ? owner.links : []) as Link[];
  const replaced = new Set(links.map((link) => link.name));
  const merged = ownLinks.flatMap((link) => {
    if (!replaced.has(link.name)) return [link];
    const first = links.find((other) => other.name === link.name);
    replaced.delete(link.name);
    return first ? [first] : [];
  });
  result.content.links = [...merged, ...links.filter((link) => replaced.has(link.name))];
}
