/**
 * For tests: LinkedIn exports made up in the test, as LinkedIn writes them (a top folder, CRLF
 * line ends, a BOM on some files), with no one's real data.
 */
import { strToU8, zipSync } from 'fflate';

/** A CSV file from rows of cells: quoted where a cell holds a comma, a quote or a line break. */
export function csvOf(rows: string[][], { lineEnd = '\r\n', bom = false } = {}): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${bom ? '\uFEFF' : ''}${rows.map((row) => row.map(cell).join(',')).join(lineEnd)}${lineEnd}`;
}

/** A zip of the files, under `folder` as LinkedIn's downloads are. */
export function exportZip(
  files: Record<string, string>,
  folder = 'Basic_LinkedInDataExport_01-02-2026',
): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, text]) => [folder ? `${folder}/${name}` : name, strToU8(text)]),
    ),
  );
}

export const profileHeader = [
  'First Name',
  'Last Name',
  'Maiden Name',
  'Address',
  'Birth Date',
  'Headline',
  'Summary',
  'Industry',
  'Zip Code',
  'Geo Location',
  'Twitter Handles',
  'Websites',
  'Instant Messengers',
];

/** Profile.csv of one made-up person. */
export function profileCsv({
  first = 'Mira',
  last = 'Okafor',
  headline = 'Platform Engineer',
  summary = 'I build developer platforms.\n\nI like small tools.',
  location = 'Lagos, NG',
  websites = '[PERSONAL:https://mira.example,PORTFOLIO:https://github.com/mira-okafor]',
  twitter = '',
} = {}) {
  return csvOf(
    [
      profileHeader,
      [
        first,
        last,
        '',
        '',
        '',
        headline,
        summary,
        'Software Development',
        '',
        location,
        twitter,
        websites,
        '',
      ],
    ],
    { bom: true },
  );
}

/** A whole export of the same person: every file the import reads. */
export function fullExport(): Record<string, string> {
  return {
    'Profile.csv': profileCsv(),
    'Email Addresses.csv': csvOf([
      ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
      ['old@mira.example', 'Yes', 'No', '10/24/13, 8:43 AM'],
      ['hello@mira.example', 'Yes', 'Yes', 'Not Available'],
    ]),
    'Positions.csv': csvOf(
      [
        ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
        [
          'Quayside',
          'Platform Engineer',
          'Runs the build farm.\nWrote the "deploy" tool, twice.',
          'Lagos',
          'Jun 2021',
          '',
        ],
        ['Harbour Labs', 'Software Engineer', '', 'Accra', 'Jan 2018', 'May 2021'],
      ],
      { bom: true },
    ),
    'Education.csv': csvOf([
      ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
      ['University of Lagos', '2014', '2017', '', 'BSc Computer Science', 'Robotics club'],
    ]),
    'Certifications.csv': csvOf([
      ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
      ['Kubernetes Administrator', '', 'CNCF', 'Mar 2022', '', ''],
      ['AWS SAA', 'htp:/x', 'Amazon Web Services', 'Feb 2023', '', ''],
    ]),
    'Projects.csv': csvOf([
      ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
      ['Tidewatch', 'A tide table for the harbour.', 'https://tidewatch.example', 'Jan 2020', ''],
    ]),
    'Skills.csv': csvOf([['Name'], ['Go'], ['Kubernetes'], ['TypeScript']]),
  };
}
