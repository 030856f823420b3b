/**
 * Profile.csv and Email Addresses.csv as site.json, about.json and links.json: the owner's name,
 * headline, place, summary, websites and address, and the site fields LinkedIn has no place for,
 * made up as import:jsonresume makes them (or the owner's own, kept).
 */
import { basicsFields } from '../../builder/json-resume/basics.ts';
import { type Link, linkSchema } from '../../shared/schema.ts';
import { readEntry } from '../import-jsonresume/read-entries.ts';
import { samePerson } from '../import-shared/another-owner.ts';
import type { OwnerData } from '../import-shared/content-folder.ts';
import { keepOwnersSite } from '../import-shared/keep-owner.ts';
import { emptyReport, type ImportReport } from '../import-shared/report.ts';
import { importPlaceholderSiteUrl } from '../placeholder-site-urls.ts';
import { inertText } from '../terminal-cells.ts';
import type { LinkedInFile } from './archive.ts';
import { type CsvRow, type CsvTable, parseListField } from './csv.ts';
import { quoted, rowName, text, unmappedColumns, webAddress } from './rows.ts';

/** The site fields LinkedIn has no place for, made up as import:jsonresume makes them. */
const derivedFields = basicsFields.filter((field) => field.derived);
/** siteUrl too: LinkedIn has no address for the portfolio, only a list of websites. */
const madeUpSiteFields = [...derivedFields.map((field) => field.content), 'siteUrl'];

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
function linksOf(table: CsvTable, row: CsvRow, report: ImportReport): { links: Link[]; firstSite?: string } {
  const named = rowName(table, row, 'First Name');
  const links: Link[] = [];
  let firstSite: string | undefined;
  const add = (link: Link, source: string) => {
    if (links.some((other) => other.name === link.name)) {
      report.notMapped.push(`${named}: ${source}: the footer links one ${link.name} address, the first`);
      return;
    }
    const checked = linkSchema.safeParse(link);
    if (checked.success) links.push(checked.data);
    else
      report.skipped.push(
        `${named}: ${source} ${checked.error.issues[0]?.message ?? 'is not a link'}; not linked`,
      );
  };
  for (const { kind, value } of parseListField(row.cells.Websites ?? '')) {
    const source = `Websites ${quoted(kind ? `${kind}:${value}` : value)}`;
    const { url, error } = webAddress('Websites', value);
    if (!url) {
      report.skipped.push(`${named}: ${error}; not linked`);
      continue;
    }
    const network = networkOf(url);
    if (network) {
      // A profile is linked over https, as the footer's networks require.
      const secure = url.replace(/^http:/i, 'https:');
      if (secure !== url) report.adjusted.push(`${named}: ${source}: http:// made https://`);
      add({ name: network, url: secure } as Link, source);
    } else if (firstSite === undefined) {
      firstSite = url;
      add({ name: 'Website', url }, source);
    } else
      report.notMapped.push(
        `${named}: ${source}: the footer links one Website, the first (${inertText(firstSite)})`,
      );
  }
  for (const { value } of parseListField(row.cells['Twitter Handles'] ?? '')) {
    const handle = value.replace(/^@/, '');
    const url = `https://x.com/${handle}`;
    report.adjusted.push(`${named}: Twitter Handles ${quoted(value)}: linked as ${inertText(url)}`);
    add({ name: 'X', url }, `Twitter Handles ${quoted(value)}`);
  }
  return { links, firstSite };
}

/** Profile.csv and Email Addresses.csv as site.json, about.json and links.json. */
/** What Profile.csv and Email Addresses.csv give: their part of content, the rows read, and the report. */
export type ProfileImport = {
  content: { site?: unknown; about?: unknown; links?: Link[] };
  imported: [LinkedInFile, number][];
  report: ImportReport;
};

export function readProfile(tables: Map<LinkedInFile, CsvTable>, owner: OwnerData): ProfileImport {
  const content: ProfileImport['content'] = {};
  const rowsRead: ProfileImport['imported'] = [];
  const report = emptyReport();
  const done = () => ({ content, imported: rowsRead, report });
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
    rowsRead.push(['Email Addresses.csv', chosen ? 1 : 0]);
    const others = rows.filter((row) => row !== chosen).length;
    if (others > 0)
      report.notMapped.push(
        `Email Addresses.csv: ${others} other address${others === 1 ? '' : 'es'}: the site shows one, the primary`,
      );
  }

  if (!profile) {
    if (!ownerSite) {
      report.errors.push(
        'Profile.csv is missing and there is no site.json to keep: the site needs at least the name Profile.csv gives',
      );
      return done();
    }
    if (email !== undefined) content.site = { ...ownerSite, email };
    return done();
  }

  const [row, ...more] = profile.rows;
  if (!row) {
    report.errors.push('Profile.csv has no row after its header: the site needs the name it gives');
    return done();
  }
  if (more.length > 0)
    report.notMapped.push(`Profile.csv: ${more.length} more rows after the first: a profile is one row`);
  rowsRead.push(['Profile.csv', 1]);
  unmappedColumns(
    profile,
    Object.fromEntries(
      ['Maiden Name', 'Address', 'Birth Date', 'Industry', 'Zip Code', 'Instant Messengers'].map((column) => [
        column,
        'the site has no place for it',
      ]),
    ),
    report.notMapped,
  );
  const name = [row.cells['First Name'], row.cells['Last Name']].filter(Boolean).join(' ');
  const headline = row.cells.Headline ?? '';
  const location = row.cells['Geo Location'] ?? '';
  const { links, firstSite } = linksOf(profile, row, report);

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
  content.site = kept.site;
  // A value the import made on an earlier run is no more the owner's than a new default: not listed as kept.
  const wouldMake: Record<string, unknown> = { ...madeUp, ...imported };
  const ownValues = kept.kept.filter(
    (field) => JSON.stringify(ownerSite?.[field]) !== JSON.stringify(wouldMake[field]),
  );
  report.keptSite = { languages: kept.languages, kept: ownValues };
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
    if (why) report.derived.push({ path: `site.${field}`, note: why });
  }

  const paragraphs = (row.cells.Summary ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length > 0) content.about = { content: paragraphs };
  else if (!owner.about && headline) {
    content.about = { content: [headline] };
    report.derived.push({
      path: 'about.content',
      note: 'Profile.csv has no Summary: set to its Headline; write about yourself there',
    });
  } else if (!owner.about)
    report.errors.push(
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
  content.links = [...merged, ...links.filter((link) => replaced.has(link.name))];
  return done();
}
