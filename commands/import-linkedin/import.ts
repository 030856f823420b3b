/**
 * `npm run import:linkedin`'s reading of a LinkedIn export: content/'s files from its CSV tables,
 * each row checked by its content schema, and what it skipped, changed or made up, told in the
 * CSV's own words (`Certifications.csv row 3 ("AWS SAA"): …`). A file the export lacks speaks for
 * nothing: its part of content/ stays the owner's.
 */
import type { FileKey } from '../../builder/content/sources.ts';
import {
  certificationSchema,
  degreeSchema,
  projectSchema,
  type SkillGroup,
  workExperienceItemSchema,
} from '../../shared/schema.ts';
import { samePerson } from '../import-shared/another-owner.ts';
import type { OwnerData } from '../import-shared/content-folder.ts';
import { keepEntryFields } from '../import-shared/keep-owner.ts';
import { emptyReport, type ImportReport, joinReports } from '../import-shared/report.ts';
import type { LinkedInFile } from './archive.ts';
import type { CsvTable } from './csv.ts';
import { readProfile } from './profile.ts';
import { checkedEntry, dates, rowName, text, titleOf, unmappedColumns, webAddress, yearOf } from './rows.ts';

export type LinkedInImport = {
  /** The content the export speaks for, by kind; a kind none of its files gives is absent. */
  content: Partial<Record<FileKey, unknown>>;
  /** How many rows of each file it imported. */
  imported: Map<LinkedInFile, number>;
  report: ImportReport;
};

export function fromLinkedIn(tables: Map<LinkedInFile, CsvTable>, replaced: OwnerData): LinkedInImport {
  // Another person's export (a new owner replacing the sample) keeps nothing of the site it replaces.
  const profileRow = tables.get('Profile.csv')?.rows[0];
  const name =
    profileRow && [profileRow.cells['First Name'], profileRow.cells['Last Name']].filter(Boolean).join(' ');
  const replacedName = (replaced.site as { ownerName?: unknown } | undefined)?.ownerName;
  const anotherOwner =
    typeof replacedName === 'string' && name !== undefined && !samePerson(replacedName, name);
  const owner = anotherOwner ? {} : replaced;
  const content: LinkedInImport['content'] = {};
  const imported: LinkedInImport['imported'] = new Map();
  const report = { ...emptyReport(), anotherOwner: anotherOwner ? replacedName : undefined };
  const { skipped, notMapped } = report;
  const count = (file: LinkedInFile, rows: unknown[]) => imported.set(file, rows.length);
  const keep = <Entry extends object>(
    file: string,
    entries: Entry[],
    owners: unknown,
    identity: Parameters<typeof keepEntryFields>[2],
    fields: string[],
  ) => {
    const { entries: merged, kept } = keepEntryFields(entries, owners, identity, fields);
    report.keptInEntries.push(...kept.map((entry) => ({ file, entry })));
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
    content.workExperience = keep(
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
  if (education || certifications) content.education = [...degrees, ...certificates];

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
    // LinkedIn has no tech stack, picture, second link or case study for a project: the owner's stay.
    content.projects = keep('projects.json', read, owner.projects, titleOf, [
      'techStack',
      'liveLink',
      'githubLink',
      'image',
      'imageAlt',
      'caseStudy',
    ]);
  }

  const skills = tables.get('Skills.csv');
  if (skills) {
    const names = [
      ...new Map(skills.rows.map((row) => [row.cells.Name.toLowerCase(), row.cells.Name])).values(),
    ].filter(Boolean);
    count('Skills.csv', names);
    content.skills = skillGroupsOf(names, owner.skills);
  }

  const profile = readProfile(tables, owner);
  for (const [file, rows] of profile.imported) imported.set(file, rows);
  return {
    content: { ...content, ...profile.content },
    imported,
    report: joinReports(report, profile.report),
  };
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
