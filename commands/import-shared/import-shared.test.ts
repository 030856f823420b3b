import { describe, expect, it } from 'vitest';
import { samePerson } from './another-owner.ts';
import { keepEntryFields, keepOwnersSite } from './keep-owner.ts';
import { lineDiff } from './line-diff.ts';
import { replacedOwnerValues } from './replaced.ts';

describe('keepOwnersSite', () => {
  it('keeps the languages, the owner-only fields and the owner’s values of the made-up fields', () => {
    const imported = { ownerName: 'Ada', heroTitle: "Hi, I'm Ada", jobTitle: 'Engineer' };
    const replaced = {
      ownerName: 'Ada',
      locales: ['de'],
      heroTitle: 'Welcome',
      jobTitle: 'Intern',
      photo: 'me.png',
      photoAlt: 'Ada at her desk',
      theme: { accent: '#0f766e' },
    };
    expect(keepOwnersSite(imported, replaced, ['heroTitle'])).toEqual({
      site: {
        locales: ['de'],
        ownerName: 'Ada',
        heroTitle: 'Welcome',
        jobTitle: 'Engineer',
        photo: 'me.png',
        photoAlt: 'Ada at her desk',
        theme: { accent: '#0f766e' },
      },
      languages: ['locales'],
      kept: ['heroTitle', 'photo', 'photoAlt', 'theme'],
    });
  });
});

describe('keepEntryFields', () => {
  it('after a promotion, matches a job by its company and start when its title changed', () => {
    const owners = [
      { title: 'Staff Engineer', organization: 'Acme', startDate: '2021-06', achievements: ['Mine'] },
    ];
    const promoted = [
      { title: 'Principal Engineer', organization: 'Acme', startDate: '2021-06', achievements: [] },
    ];
    const byTitle = (job: Record<string, unknown>) => `${job.title} at ${job.organization}`;
    const byStart = (job: Record<string, unknown>) => `${job.organization} from ${job.startDate}`;
    expect(keepEntryFields(promoted, owners, byTitle, ['achievements']).entries[0].achievements).toEqual([]);
    const { entries, kept } = keepEntryFields(promoted, owners, [byTitle, byStart], ['achievements']);
    expect(entries[0]).toEqual({ ...promoted[0], achievements: ['Mine'] });
    expect(kept).toEqual(['"Principal Engineer at Acme": achievements']);
  });

  it('takes the fields an imported entry lacks from the owner’s entry of the same title, in the owner’s order', () => {
    const owners = [{ title: 'Shop', description: 'Old', techStack: ['Go'], image: 'shop.png' }];
    const { entries, kept } = keepEntryFields(
      [
        { title: 'Shop', description: 'New', techStack: [] },
        { title: 'Blog', description: 'Mine', techStack: [] },
      ],
      owners,
      (entry) => entry.title as string,
      ['techStack', 'image', 'imageAlt'],
    );
    expect(entries).toEqual([
      { title: 'Shop', description: 'New', techStack: ['Go'], image: 'shop.png' },
      { title: 'Blog', description: 'Mine', techStack: [] },
    ]);
    expect(Object.keys(entries[0])).toEqual(['title', 'description', 'techStack', 'image']);
    expect(kept).toEqual(['"Shop": techStack, image']);
  });
});

describe('replacedOwnerValues', () => {
  it('names each field replaced or removed, each entry changed or gone, and nothing for a reordering', () => {
    expect(replacedOwnerValues({ a: 1, b: 'x' }, { a: 2 })).toEqual([
      'a: 1 replaced by 2',
      'b: removed (it was "x")',
    ]);
    const jobs = [
      { title: 'Dev', organization: 'Acme', achievements: ['Shipped'] },
      { title: 'Intern', organization: 'Initech' },
    ];
    expect(replacedOwnerValues(jobs, [{ title: 'Dev', organization: 'Acme', achievements: [] }])).toEqual([
      '"Dev" at Acme achievements: ["Shipped"] replaced by []',
      '"Intern" at Initech: removed (it was {"title":"Intern","organization":"Initech"})',
    ]);
    expect(replacedOwnerValues(jobs, [...jobs].reverse())).toEqual([]);
    expect(replacedOwnerValues(undefined, jobs)).toEqual([]);
  });

  it('names a removed entry’s lists whole, which its cut quote would hide', () => {
    const long = 'Cut the p95 latency of the checkout API by forty per cent over two quarters';
    const [line] = replacedOwnerValues(
      [{ title: 'Staff Engineer', organization: 'Acme', achievements: [long] }],
      [],
    );
    expect(line).toMatch(/^"Staff Engineer" at Acme: removed \(it was .{60,}…\)/);
    expect(line.endsWith(`; its achievements: ${JSON.stringify(long)}`)).toBe(true);
  });
});

describe('lineDiff', () => {
  it('shows the changed lines with their context, and nothing for the same text', () => {
    const before = 'a\nb\nc\nd\ne\nf\n';
    expect(lineDiff('x.json', before, before)).toBe('');
    expect(lineDiff('x.json', before, 'a\nb\nC\nd\ne\nf\n', 1)).toBe(
      ['--- x.json', '+++ x.json', '@@', ' b', '-c', '+C', ' d'].join('\n'),
    );
    expect(lineDiff('x.json', undefined, 'a\n')).toBe(['--- /dev/null', '+++ x.json', '@@', '+a'].join('\n'));
  });
});

describe('samePerson', () => {
  it('knows one person under the spellings a profile and a site.json differ by', () => {
    expect(samePerson('Jane Doe', 'jane doe')).toBe(true);
    expect(samePerson('Jane Doe', 'Dr. Jane Q. Doe')).toBe(true);
    expect(samePerson('José Núñez', 'Jose\u0301 Nu\u0301n\u0303ez')).toBe(true);
    expect(samePerson('王伟', '王伟')).toBe(true);
  });

  it('tells two people apart', () => {
    expect(samePerson('Jane Doe', 'Mira Okafor')).toBe(false);
    expect(samePerson('Jane Doe', 'Jane Smith')).toBe(false);
    expect(samePerson('Jane', 'Jane Doe')).toBe(false);
  });
});
