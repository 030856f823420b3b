import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ContentFolder } from '../builder/content/content-folder.ts';
import { checkAllContent } from '../builder/content/load.ts';
import { contentFileOf, contentFilesOf, jsonContentOf } from '../builder/content/sources.ts';
import { collectionKeys, nounOf } from '../shared/content-files.ts';
import { fixtureContentDir } from '../testing/fixture-content.ts';
import { folderSnapshot } from '../testing/folder-snapshot.ts';
import { csvOf, exportZip, fullExport, profileCsv } from '../testing/linkedin-export.ts';
import { type CommandRun, runMain } from '../testing/run-main.ts';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { main } from './import-linkedin.ts';
import { inWords } from './import-shared/another-owner.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const importScript = join(import.meta.dirname, 'import-linkedin.ts');
const temporaryDir = temporaryDirs();

/** The export as a zip in a fresh folder. */
async function writeExport(files: Record<string, string>) {
  const file = join(await temporaryDir('linkedin-'), 'Basic_LinkedInDataExport_01-02-2026.zip');
  await writeFile(file, exportZip(files));
  return file;
}

/** Runs the command in this process (`main`); its exit code, 0 when it succeeds, and what it printed. */
const importLinkedIn = (...args: string[]) => runMain(main, args);

/** Runs `command` in a process of its own, as an owner runs it; its exit code and what it printed. */
const spawned = (command: string, args: string[]): Promise<CommandRun> =>
  run(command, args, { cwd: root }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error) => error,
  );

/** A content file's data, as the checker reads it (without its "$schema"). */
const readJson = async (file: string) =>
  jsonContentOf(await readFile(file, 'utf8')) as ReturnType<typeof JSON.parse>;

async function fixtureCopy() {
  const dir = join(await temporaryDir('content-'), 'content');
  await cp(fixtureContentDir, dir, { recursive: true });
  return dir;
}

describe('npm run import:linkedin', { timeout: 30_000 }, () => {
  it('writes content that passes the check from a whole export, reports each file, and a second run changes nothing', async () => {
    const out = await temporaryDir('imported-');
    const file = await writeExport(fullExport());
    const first = await importLinkedIn(file, '--out', out);
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain('  Positions.csv: 2 of 2 rows imported');
    expect(first.stdout).toContain('  Certifications.csv: 2 of 2 rows imported');
    expect(first.stdout).not.toContain('Not in the export');
    expect(first.stdout).toContain(
      '  Certifications.csv row 2 ("AWS SAA"): Url "htp:/x" is not a web address; imported without it',
    );
    expect(first.stdout).toContain('  site.heroTitle: set to "Hi, I\'m Mira Okafor"');
    expect(first.stdout).toContain(`Content check passed: ${out}/ in en`);
    const [job] = await readJson(join(out, 'work-experience.json'));
    expect(job).toEqual({
      title: 'Platform Engineer',
      organization: 'Quayside',
      startDate: '2021-06',
      description: 'Runs the build farm.\nWrote the "deploy" tool, twice.',
      achievements: [],
    });
    expect(await checkAllContent(out)).toEqual([]);

    const written = await folderSnapshot(out);
    const second = await importLinkedIn(file, '--out', out);
    expect(second.stdout).toContain(`Nothing changed: ${out}/ already holds what this export gives.`);
    expect(second.stdout).not.toContain('Filled in with defaults');
    expect(await folderSnapshot(out)).toEqual(written);
  });

  it('reads a folder of the export’s files as it reads the zip', async () => {
    const folder = await temporaryDir('linkedin-folder-');
    for (const [name, text] of Object.entries(fullExport())) await writeFile(join(folder, name), text);
    const out = await temporaryDir('imported-');
    // The real command, as an owner runs it: `npm run import:linkedin`, a process of its own.
    const { stdout } = await spawned('npm', ['run', 'import:linkedin', '--', folder, '--out', out]);
    expect(stdout).toContain('  Skills.csv: 3 of 3 rows imported');
    expect(await checkAllContent(out)).toEqual([]);
  });

  it('over the owner’s site, a profile-only export (and an empty Positions.csv) changes only what it speaks for, keeps the photo, theme and translations, and lists the missing files', async () => {
    const dir = await fixtureCopy();
    const site = await readJson(join(dir, 'site.json'));
    await writeFile(
      join(dir, 'site.json'),
      JSON.stringify({ ...site, theme: { accent: '#0f766e' }, heroTitle: 'Welcome aboard' }, null, 2),
    );
    const about = await readJson(join(dir, 'about.json'));
    const before = await folderSnapshot(dir);
    const [first, ...rest] = site.ownerName.split(' ');
    const file = await writeExport({
      'Profile.csv': profileCsv({
        first,
        last: rest.join(' '),
        headline: 'Principal Engineer',
        summary: about.content.join('\n\n'),
        location: site.location,
        websites: '',
      }),
      // A header alone: taken for a partial export, never for a career deleted.
      'Positions.csv': csvOf([
        ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      ]),
    });
    const { stdout, stderr } = await importLinkedIn(file, '--out', dir);
    expect(stderr).toBe('');
    expect(stdout).toContain('  Positions.csv: no rows after its header, so it is read as missing');
    expect(stdout).toContain(
      `  Not in the export, so their part of ${dir}/ is left as it was: Email Addresses.csv, Positions.csv, Education.csv, Certifications.csv, Projects.csv, Skills.csv`,
    );
    expect(stdout).toContain(
      `  ${dir}/site.json jobTitle: "${site.jobTitle}" replaced by "Principal Engineer"`,
    );
    expect(stdout).toContain(`Wrote 1 file to ${dir}/: site.json`);

    const after = await folderSnapshot(dir);
    const { 'site.json': siteAfter, ...others } = after;
    const { 'site.json': _siteBefore, ...othersBefore } = before;
    expect(others).toEqual(othersBefore);
    expect(jsonContentOf(siteAfter)).toEqual({
      ...site,
      theme: { accent: '#0f766e' },
      heroTitle: 'Welcome aboard',
      jobTitle: 'Principal Engineer',
    });
    expect(await checkAllContent(dir)).toEqual([]);
  });

  it('with --dry-run shows the change file by file and writes nothing', async () => {
    const out = await temporaryDir('imported-');
    await importLinkedIn(await writeExport(fullExport()), '--out', out);
    const before = await folderSnapshot(out);
    const changed = fullExport();
    changed['Skills.csv'] = csvOf([['Name'], ['Go'], ['Rust']]);
    const { stdout } = await importLinkedIn(await writeExport(changed), '--out', out, '--dry-run');
    expect(stdout).toContain(`--dry-run: would write 1 file to ${out}/ (nothing was written):`);
    expect(stdout).toContain(`+++ ${out}/skills.json`);
    expect(stdout).toMatch(/^-\s+"Kubernetes",$/m);
    expect(stdout).toMatch(/^\+\s+"Rust"$/m);
    expect(await folderSnapshot(out)).toEqual(before);
  });

  it('with --dry-run says first what the content check would warn of: a second degree the page omits', async () => {
    const out = await temporaryDir('imported-');
    await importLinkedIn(await writeExport(fullExport()), '--out', out);
    const twoDegrees = fullExport();
    twoDegrees['Education.csv'] = csvOf([
      ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
      ['University of Lagos', '2014', '2017', '', 'BSc Computer Science', ''],
      ['University of Ibadan', '2018', '2019', '', 'MSc Data Science', ''],
    ]);
    const { stdout } = await importLinkedIn(await writeExport(twoDegrees), '--out', out, '--dry-run');
    const warned = stdout.indexOf('The content check would warn:');
    expect(warned).toBeGreaterThan(-1);
    expect(stdout).toMatch(/education\.json: \$\.items\[\d\]: is not shown on the page/);
    expect(warned).toBeLessThan(stdout.indexOf(`+++ ${out}/education.json`));
  });

  it('fails, naming the file and the column, when a required column is missing, and writes nothing', async () => {
    const out = await temporaryDir('imported-');
    const files = fullExport();
    files['Positions.csv'] = csvOf([
      ['Company Name', 'Title', 'Description'],
      ['Quayside', 'Engineer', ''],
    ]);
    // The real command in a process of its own: its exit code is the process's.
    const failure = await spawned(process.execPath, [importScript, await writeExport(files), '--out', out]);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      '  Positions.csv has no column "Started On": its header row is "Company Name", "Title", "Description"',
    );
    expect(await readdir(out)).toEqual([]);
  });

  it('prints the column names and addresses of a stranger’s export inert: no escape sequence reaches the terminal', async () => {
    // Clear the screen (CSI), retitle the window (OSC … BEL), a disguised OSC 8 link, an 8-bit CSI.
    const clear = '\u001b[2J\u001b[H';
    const title = '\u001b]0;pwned\u0007';
    const link = '\u001b]8;;https://evil.example\u001b\\Name\u001b]8;;\u001b\\';
    const eightBit = '\u009b31m';
    // Any control character but the report's own line breaks.
    const acting = /(?!\n)\p{Cc}/u;
    const files = fullExport();
    files['Positions.csv'] = csvOf([
      ['Company Name', 'Title', 'Started On', `Level${clear}`, `Notes${title}`, link, eightBit],
      ['Quayside', 'Platform Engineer', 'Jun 2021', 'a', 'b', 'c', 'd'],
    ]);
    files['Profile.csv'] = profileCsv({
      websites: `[PERSONAL:https://mira.example,PORTFOLIO:https://other.example/${'\u009b'}2J]`,
    });
    const imported = await importLinkedIn(await writeExport(files), '--out', await temporaryDir('imported-'));
    expect(imported.stdout + imported.stderr).not.toMatch(acting);
    expect(imported.stdout).toContain(
      'Positions.csv column "Level[U+001B][2J[U+001B][H": not a column the import knows',
    );
    expect(imported.stdout).toContain('Positions.csv column "Notes[U+001B]]0;pwned[U+0007]"');
    expect(imported.stdout).toContain('Positions.csv column "[U+001B]]8;;https://evil.example[U+001B]\\Name');
    expect(imported.stdout).toContain('Positions.csv column "[U+009B]31m"');

    files['Positions.csv'] = csvOf([
      ['Company Name', `Title${title}`, 'Description'],
      ['Quayside', 'Engineer', ''],
    ]);
    const refused = await importLinkedIn(await writeExport(files), '--out', await temporaryDir('imported-'));
    expect(refused.code).toBe(1);
    expect(refused.stdout + refused.stderr).not.toMatch(acting);
    expect(refused.stderr).toContain('its header row is "Company Name", "Title[U+001B]]0;pwned[U+0007]"');
  });

  it('says, on a first import without Email Addresses.csv, to import the export that has it', async () => {
    const out = await temporaryDir('linkedin-out-');
    const { code, stderr } = await importLinkedIn(
      await writeExport({ 'Profile.csv': profileCsv() }),
      '--out',
      out,
    );
    expect(code).toBe(1);
    expect(stderr).toContain(
      'Your e-mail address, which the contact details need, comes from Email Addresses.csv',
    );
    expect(await readdir(out)).toEqual([]);
  });

  it('refuses a zip bomb before unpacking it', async () => {
    const out = await temporaryDir('imported-');
    const file = await writeExport({ 'Skills.csv': `Name\n${'a'.repeat(21 * 1024 * 1024)}\n` });
    const failure = await importLinkedIn(file, '--out', out);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      'would unpack to 21.0 MB, more than the 20.0 MB allowed for one file: refused',
    );
    expect(await readdir(out)).toEqual([]);
  });

  it('over another person’s site, replaces it, keeping nothing of theirs, and says so', async () => {
    const dir = await fixtureCopy();
    const { ownerName } = await readJson(join(dir, 'site.json'));
    // An entry of theirs in every collection, and its translation: the sample's case study once
    // stayed published under the new owner's name.
    for (const key of collectionKeys)
      for (const place of [contentFileOf(key), contentFileOf(key, 'de')]) {
        await mkdir(join(dir, place), { recursive: true });
        await writeFile(join(dir, place, 'theirs.md'), '---\ntitle: Theirs\n---\nTheir text.\n');
      }
    const { stdout, stderr } = await importLinkedIn(await writeExport(fullExport()), '--out', dir);
    expect(stderr).toBe('');
    const site = await readJson(join(dir, 'site.json'));
    expect(site.ownerName).toBe('Mira Okafor');
    expect(site.photo).toBeUndefined();
    expect(existsSync(join(dir, 'de'))).toBe(false);
    expect(stdout).toContain(`Another person's export: ${ownerName}'s site is replaced, nothing of it kept:`);
    expect(stdout).toContain(`Removed the translations of ${ownerName}'s site it replaced:`);
    expect(stdout).toContain(`named by ${ownerName}'s site and by nothing now: `);
    expect(stdout).toMatch(/by nothing now: .*portrait\.png/);
    for (const key of collectionKeys) expect(contentFilesOf(key, new ContentFolder(dir))).toEqual([]);
    expect(stdout).toContain(
      `Removed the ${inWords(collectionKeys.map((key) => nounOf(key).many))} of ${ownerName}'s site it replaced:`,
    );
    // The cards' pictures beside the case studies are the old site's like its portrait: listed, not removed.
    expect(stdout).toMatch(/by nothing now: .*projects\/fleetpulse\.png/);
    expect(existsSync(join(dir, 'projects', 'fleetpulse.png'))).toBe(true);
    expect(await checkAllContent(dir)).toEqual([]);
  });

  it('over an owner’s own site (not the sample), another name replaces nothing without --replace', async () => {
    const dir = await fixtureCopy();
    const site = await readFile(join(dir, 'site.json'), 'utf8');
    await writeFile(join(dir, 'site.json'), site.replace('https://aaravsharma.dev', 'https://owner.example'));
    const before = await folderSnapshot(dir);
    const file = await writeExport(fullExport());
    const refused = await importLinkedIn(file, '--out', dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("this is Mira Okafor's: importing it would replace the whole site");
    expect(refused.stderr).toContain('import again with --replace');
    expect(await folderSnapshot(dir)).toEqual(before);

    const replaced = await importLinkedIn(file, '--out', dir, '--replace');
    expect(replaced.code).toBe(0);
    expect((await readJson(join(dir, 'site.json'))).ownerName).toBe('Mira Okafor');
  });
});
