import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { palette } from '../../shared/palette.ts';
import { pdfPages, pdfText } from '../../testing/pdf-text.ts';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { testContent as content, writeTestContent } from '../../testing/test-content.ts';
import { buildModel } from '../build-model.ts';
import { portraitSize } from '../images/portrait.ts';
import { writeResumes } from './build-resume.ts';
import { pageMargins, renderResumePdf } from './resume-document.ts';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const script = join(import.meta.dirname, 'build-resume.ts');
const currentJob = content.workExperience.find((job) => job.endDate === undefined);
const temporaryDir = temporaryDirs();
/** A job's "2022-04" as the résumé writes it in English, "April 2022". */
function monthYear(date = '') {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1)).toLocaleDateString('en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
const contentDir = await writeTestContent(await temporaryDir('resume-content-'));

/**
 * Runs the build step on content in `dir` (the tests' own unless told), as `npm run build` does: in
 * this process, or as the command itself (`node builder/resume/build-resume.ts`) when `command`.
 */
async function buildResume(dir = contentDir, site = content.site, { command = false } = {}) {
  const out = await temporaryDir('resume-out-');
  const stdout = command
    ? (await run(process.execPath, [script, '--content', dir, '--out', out])).stdout
    : `${await writeResumes(buildModel(dir), out)}\n`;
  return { out, stdout, pdfFile: join(out, ...site.resumePath.split('/')) };
}

/** The tests' own content built once in this process, for the tests that only read what it wrote. */
let builtOnce: ReturnType<typeof buildResume> | undefined;
const builtFromTestContent = () => {
  builtOnce ??= buildResume();
  return builtOnce;
};

function isValidJsonResume(resume: unknown) {
  const { validate } = require('@jsonresume/schema');
  let valid = false;
  validate(resume, (_errors: unknown, ok: boolean) => {
    valid = ok;
  });
  return valid;
}

type TextBox = { str: string; left: number; right: number; baseline: number; height: number };

/** Every text item of the PDF with its box in points, per page, and each page's width. */
async function pdfTextBoxes(bytes: Uint8Array): Promise<{ width: number; boxes: TextBox[] }[]> {
  return (await pdfPages(bytes)).map(({ width, items }) => ({
    width,
    boxes: items
      .filter((item) => item.str.trim() !== '')
      .map((item) => ({
        str: item.str,
        left: item.transform[4],
        right: item.transform[4] + item.width,
        baseline: item.transform[5],
        height: item.height,
      })),
  }));
}

// The first test runs the command itself; the others its build step in this process. Each build
// takes 3 s of CPU for the fixture's PDF: the bound is for a hang, and leaves room for two busy cores.
describe('node builder/resume/build-resume.ts', { timeout: 60_000 }, () => {
  it('writes a PDF with real, selectable text: name, current job, dates, skills, projects, talks, education', async () => {
    const { pdfFile, stdout } = await buildResume(contentDir, content.site, { command: true });
    const bytes = new Uint8Array(await readFile(pdfFile));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(stdout).toMatch(/generated from content\//);

    const text = await pdfText(bytes);
    const { site, skills, projects, education } = content;
    const pastJob = content.workExperience.find((job) => job.endDate !== undefined);
    const degree = education.find((record) => record.type === 'degree');
    const certification = education.find((record) => record.type === 'certification');
    expect(currentJob).toBeDefined();
    expect(text).toContain(site.ownerName);
    expect(text).toContain(site.jobTitle);
    expect(text).toContain(`${currentJob?.title}, ${currentJob?.organization}`);
    expect(text).toContain(`${monthYear(currentJob?.startDate)} – Present`);
    expect(text).toContain(`${monthYear(pastJob?.startDate)} – ${monthYear(pastJob?.endDate)}`);
    expect(text).toContain(site.email);
    expect(text).toContain(site.location);
    expect(text).toContain(new URL(site.siteUrl).host);
    expect(text).toContain(skills[0].skills.join(', '));
    expect(text).toContain(projects[0].title);
    // The talks, after the projects as on the page: title, month, event and place, material.
    const [talk] = content.talks;
    expect(text).toContain(talk.title);
    expect(text).toContain(monthYear(talk.date));
    expect(text).toContain([talk.event, talk.place].filter(Boolean).join(' · '));
    for (const url of Object.values(talk.links ?? {}))
      expect(text).toContain(url.replace(/^https?:\/\//, ''));
    expect(text.indexOf(talk.title)).toBeGreaterThan(text.indexOf(projects[0].title));
    expect(text).toContain(degree?.degree);
    expect(text).toContain(
      `${certification?.certificateName}, ${certification?.issuingOrganization}, ${certification?.year}`,
    );
  });

  it('leaves out empty sections and absent descriptions, links and tech stacks', async () => {
    const [job] = content.workExperience;
    const text = await pdfText(
      new Uint8Array(
        await renderResumePdf({
          ...content,
          workExperience: [{ ...job, description: undefined, achievements: [] }],
          skills: [],
          projects: [],
          talks: [],
          education: [],
        }),
      ),
    );
    expect(text).toContain(`${job.title}, ${job.organization}`);
    expect(text).not.toContain(job.description);
    for (const title of ['Technical Skills', 'Featured Projects', 'Talks', 'Education & Certifications']) {
      expect(text).not.toContain(title);
    }

    const projectsText = await pdfText(
      new Uint8Array(
        await renderResumePdf({
          ...content,
          projects: [
            {
              title: 'Closed Source',
              description: 'Live only.',
              techStack: [],
              liveLink: 'https://closed.example.dev',
            },
            {
              title: 'Library',
              description: 'Source only.',
              techStack: ['Go'],
              githubLink: 'https://github.com/e/lib',
            },
          ],
        }),
      ),
    );
    expect(projectsText).toContain('Featured Projects');
    expect(projectsText).toMatch(/Live only\.\s*closed\.example\.dev\s*Library/);
    expect(projectsText).toMatch(/Source only\.\s*Go\s*github\.com\/e\/lib/);
  });

  it('shows a year-only job as its years and a degree still in progress as ending Present', async () => {
    const [job] = content.workExperience;
    const text = await pdfText(
      new Uint8Array(
        await renderResumePdf({
          ...content,
          workExperience: [{ ...job, startDate: '2019', endDate: '2021' }],
          education: [
            {
              type: 'degree',
              degree: 'M.Sc in Data Science',
              college: 'Open University',
              startYear: 2024,
              relevantCoursework: [],
            },
          ],
        }),
      ),
    );
    expect(text).toContain('2019 – 2021');
    expect(text).toMatch(/M\.Sc in Data Science\s*2024 – Present/);
  });

  it('wraps a 120-character job title beside its dates, without overlap and inside the margins', async () => {
    const title =
      'Principal Software Engineer, Distributed Payments Infrastructure, Developer Experience, Observability & Site Reliability';
    expect(title).toHaveLength(120);
    const [job] = content.workExperience;
    const pages = await pdfTextBoxes(
      new Uint8Array(await renderResumePdf({ ...content, workExperience: [{ ...job, title }] })),
    );
    const [{ width, boxes }] = pages;

    const dates = boxes.filter((box) => box.str.includes(monthYear(job.startDate)));
    expect(dates).toHaveLength(1);
    const [date] = dates;
    const header = `${title}, ${job.organization}`;
    const titleLines = boxes.filter((box) => header.includes(box.str.trim()) && box.str.trim().length > 3);
    // The title needs more than one line beside its dates, and its first line shares theirs.
    expect(new Set(titleLines.map((box) => box.baseline)).size).toBeGreaterThan(1);
    const besideDates = titleLines.filter((box) => Math.abs(box.baseline - date.baseline) < date.height);
    expect(besideDates.length).toBeGreaterThan(0);
    for (const box of besideDates) expect(box.right).toBeLessThanOrEqual(date.left);

    const rightEdge = width - pageMargins.horizontal;
    const pastMargin = pages.flatMap((page) => page.boxes.filter((box) => box.right > rightEdge + 0.5));
    expect(pastMargin.map((box) => box.str)).toEqual([]);
  });

  // Not प्रिया शर्मा: its vowel sign ि is drawn before प्र and its reph after मा, and pdf.js
  // (5.6) extracts glyphs in drawn order, "िप्रया शमार्". An /ActualText span would carry the
  // logical text (poppler's pdftotext reads it), but pdf.js ignores it (mozilla/pdf.js#12237).
  describe.each([
    { script: 'Devanagari', name: 'अनन्या गुप्ता', employer: 'टाटा समूह', font: 'NotoSansDevanagari' },
    { script: 'Chinese', name: '王小明', employer: '北京字节跳动科技有限公司', font: 'NotoSansSC' },
    { script: 'Arabic', name: 'محمد العلي', employer: 'بنك الراجحي', font: 'IBMPlexSansArabic' },
    { script: 'Hebrew', name: 'דנה לוי', employer: 'בנק הפועלים', font: 'NotoSansHebrew' },
  ])('with a name and an employer in $script', ({ name, employer, font }) => {
    it('embeds a subset of a font that has them, and they are extracted whole, in reading order', async () => {
      const [job, ...jobs] = content.workExperience;
      const bytes = new Uint8Array(
        await renderResumePdf({
          ...content,
          site: { ...content.site, ownerName: name },
          workExperience: [{ ...job, organization: employer }, ...jobs],
        }),
      );
      // Subset fonts are named with a six-letter tag, e.g. /CBZZZZ+NotoSansSC-Bold.
      expect(Buffer.from(bytes).toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}-`));
      const text = await pdfText(bytes);
      expect(text).toContain(name.normalize('NFC'));
      expect(text).toContain(employer.normalize('NFC'));
      expect(text).toContain(`${job.title},`);
    });
  });

  it('changes with the content: a new job title appears in the PDF', async () => {
    const [job, ...jobs] = content.workExperience;
    const changed = await writeTestContent(await temporaryDir('resume-content-'), {
      ...content,
      workExperience: [{ ...job, title: 'Principal Engineer' }, ...jobs],
    });
    const { pdfFile } = await buildResume(changed);
    const text = await pdfText(new Uint8Array(await readFile(pdfFile)));
    expect(text).toContain(`Principal Engineer, ${job.organization}`);
  });

  it('copies an owner-supplied content/resume.pdf instead of generating one', async () => {
    const withOwnPdf = await writeTestContent(await temporaryDir('resume-content-'));
    const ownPdf = Buffer.from('%PDF-1.7\n% the owner made this one\n%%EOF\n');
    await writeFile(join(withOwnPdf, 'resume.pdf'), ownPdf);
    const { pdfFile, stdout } = await buildResume(withOwnPdf);
    expect(await readFile(pdfFile)).toEqual(ownPdf);
    expect(stdout).toMatch(/copied from .*resume\.pdf/);
  });

  it('writes /resume.json valid against @jsonresume/schema', async () => {
    const { out } = await builtFromTestContent();
    const resume = JSON.parse(await readFile(join(out, 'resume.json'), 'utf8'));
    expect(isValidJsonResume(resume)).toBe(true);
    expect(resume.basics).toMatchObject({ name: content.site.ownerName, label: content.site.jobTitle });
    // The owner's photo, as the page serves it.
    expect(resume.basics.image).toMatch(
      new RegExp(`^${content.site.siteUrl}/images/portrait-${2 * portraitSize}\\.[0-9a-f]+\\.webp$`),
    );
  });

  it('puts the owner’s photo in the header, and the accent in the titles, when site.json has them', async () => {
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    const { photo: _photo, ...plainSite } = content.site;
    const plain = await renderResumePdf({ ...content, site: plainSite });
    const { pdfFile } = await builtFromTestContent();
    expect(images(plain)).toBe(0);
    expect(images(await readFile(pdfFile))).toBe(1);
    // The job title and section titles are drawn in the accent (here dark enough for paper as it is).
    const fillColours = async (pdf: Buffer) => {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const page = await (await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise).getPage(1);
      const { fnArray, argsArray } = await page.getOperatorList();
      return argsArray.filter((_args, index) => fnArray[index] === pdfjs.OPS.setFillRGBColor).map(String);
    };
    const teal = await renderResumePdf({ ...content, site: { ...plainSite, theme: { accent: '#0f766e' } } });
    expect(await fillColours(teal)).toContain('#0f766e');
    expect(await fillColours(plain)).not.toContain('#0f766e');
    // Without an accent, the page's own light colours: its text, muted text and blue.
    const { text, muted, accent } = palette.light;
    expect(await fillColours(plain)).toEqual(expect.arrayContaining([text, muted, accent]));
  });
});
