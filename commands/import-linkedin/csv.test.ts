import { describe, expect, it } from 'vitest';
import { csvOf } from '../../testing/linkedin-export.ts';
import { careerDateOf, parseLinkedInCsv, parseListField } from './csv.ts';

describe('parseLinkedInCsv', () => {
  it('reads a BOM, CRLF line ends and a quoted description over several lines, text intact', () => {
    const text = csvOf(
      [
        ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
        ['Quayside', 'Engineer', 'Line one, with a comma.\nLine "two".', 'Lagos', 'Jun 2021', ''],
      ],
      { bom: true },
    );
    const { rows } = parseLinkedInCsv('Positions.csv', text);
    expect(rows).toEqual([
      {
        number: 1,
        cells: {
          'Company Name': 'Quayside',
          Title: 'Engineer',
          Description: 'Line one, with a comma.\nLine "two".',
          Location: 'Lagos',
          'Started On': 'Jun 2021',
          'Finished On': '',
        },
      },
    ]);
  });

  it('finds the header row after a Notes: preamble, never reading zero rows', () => {
    const text = `Notes:\n"When exporting your data, some addresses may be missing, as noted here."\n\nEmail Address,Confirmed,Primary,Updated On\nme@example.com,Yes,Yes,Not Available\n`;
    const { rows } = parseLinkedInCsv('Email Addresses.csv', text);
    expect(rows.map((row) => row.cells['Email Address'])).toEqual(['me@example.com']);
  });

  it.each([
    ['Start Date', 'End Date'],
    ['Started On', 'Finished On'],
  ])('reads Education.csv with its dates headed %s and %s', (start, end) => {
    const text = csvOf([
      ['School Name', start, end, 'Notes', 'Degree Name', 'Activities'],
      ['Uni', '2014', 'Sep 2016', '', 'BSc', ''],
    ]);
    const table = parseLinkedInCsv('Education.csv', text);
    expect(table.rows[0].cells).toMatchObject({ 'Start Date': '2014', 'End Date': 'Sep 2016' });
    expect(table.namedAs('Start Date')).toBe(start);
  });

  it('names the file and the column when a required column is missing', () => {
    const text = csvOf([
      ['Company Name', 'Title', 'Description'],
      ['Quayside', 'Engineer', ''],
    ]);
    expect(() => parseLinkedInCsv('Positions.csv', text)).toThrow(
      'Positions.csv has no column "Started On": its header row is "Company Name", "Title", "Description"',
    );
    expect(() => parseLinkedInCsv('Skills.csv', 'Something else\nGo\n')).toThrow(
      'Skills.csv has no header row naming its columns ("Name")',
    );
  });
});

describe('parseListField', () => {
  it('reads kinds and addresses, and handles without kinds', () => {
    expect(parseListField('[PERSONAL:https://a.example,PORTFOLIO:https://b.example/x?y=1,2]')).toEqual([
      { kind: 'PERSONAL', value: 'https://a.example' },
      { kind: 'PORTFOLIO', value: 'https://b.example/x?y=1,2' },
    ]);
    expect(parseListField('[mira,@okafor]')).toEqual([{ value: 'mira' }, { value: '@okafor' }]);
    expect(parseListField('')).toEqual([]);
  });
});

describe('careerDateOf', () => {
  it.each([
    ['Jun 2021', '2021-06'],
    ['Sep 2016', '2016-09'],
    ['2014', '2014'],
    ['', undefined],
  ])('reads %j as %j', (value, date) => {
    expect(careerDateOf('Started On', value)).toEqual(date === undefined ? {} : { date });
  });

  it('says, in the CSV’s words, what is not a date', () => {
    expect(careerDateOf('Started On', '06/2021')).toEqual({
      error: 'Started On "06/2021" is not a date like "Jun 2021" or "2021"',
    });
  });
});
