/**
 * The résumé PDF, drawn from content/ with @react-pdf/renderer. Written with createElement rather
 * than JSX because build scripts run on Node's type stripping, which does not compile JSX.
 * Text stays text (embedded, subset fonts with Unicode maps), so it can be selected, searched and
 * read by applicant tracking systems.
 */
import {
  Document,
  Font,
  Image,
  Link,
  Page,
  renderToBuffer,
  StyleSheet,
  Text,
  View,
} from '@react-pdf/renderer';
import { createElement as h, type ReactNode } from 'react';
import type { Content } from '../../shared/content-files.ts';
import { formatDateRange, formatMonthYear, formatYearRange } from '../../shared/format/date.ts';
import { monthYearPatterns } from '../../shared/format/month-names.ts';
import { palette } from '../../shared/palette.ts';
import type { Certification, Degree, Site } from '../../shared/schema.ts';
import { sectionTitles } from '../../shared/sections.ts';
import { resolveTexts, type Texts } from '../../shared/texts/index.ts';
import { fontFamilies, fontStack } from '../drawing-fonts.ts';
import { paletteFor } from '../theme/accent.ts';

const weights = [400, 700] as const;
for (const { family, files } of fontFamilies) {
  Font.register({ family, fonts: weights.map((fontWeight) => ({ src: files[fontWeight], fontWeight })) });
}

type Glyph = { codePoints: number[] };
/** restructure's DecodeStream, a reader over a table's bytes with a position of its own. */
type TableStream = { buffer: Uint8Array };
type LoadedFont = {
  type: string;
  directory: { tables: Record<string, { length: number; compLength?: number }> };
  _getTableStream: (tag: string) => TableStream | null;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  getGlyph: (id: number, codePoints?: number[]) => Glyph | null;
  layout: (...args: never[]) => { glyphs: Glyph[] };
};
// Word joiner: invisible, and transparent to Arabic joining when the text is pasted elsewhere.
const WORD_JOINER = 0x2060;
let fontsPrepared: Promise<void> | undefined;
/**
 * Four adjustments to the loaded fonts, made once before the first render.
 *
 * textkit sets a line's baseline at the largest ascent among its runs but keeps the line box at
 * lineHeight, so a fallback face with a taller ascent than Inter's (Noto Sans SC 1.16 em, IBM Plex
 * Sans Arabic 1.085 em, Inter 0.969 em) draws its line lower than its dates, into the next line.
 * Giving every face Inter's ascent and descent keeps one baseline per line, as a browser does with
 * a fixed line-height.
 *
 * fontkit keeps one glyph object per glyph id, with the characters of its first use, and textkit
 * places each glyph by those characters. In Devanagari one glyph is both the reph of र्त and the
 * top of ई, so once a ई came first, "वर्तमान" was drawn without its reph. Each use of a glyph gets
 * its own view of it, with its own characters.
 *
 * Shaping can split a character into several glyphs (Noto Sans Arabic draws ش as a base and its
 * three dots); fontkit gives the characters to the first glyph and none to the others, and the PDF
 * maps those to nothing, which pdf.js reads as control characters inside the word. Mapping them
 * to a word joiner, which readers skip, keeps the extracted word whole. (textkit counts that joiner
 * as a character of the string, so the glyph after a ई that ends a word, as in "गई।", is lost.)
 *
 * fontkit inflates a WOFF file's table again at each read of it, and reads a glyph's outline for
 * its width: Inter's whole glyf table was inflated for every glyph drawn, 3 of a résumé's 4 s.
 * Each table is inflated once, and read through a stream of its own each time.
 */
const prepareFonts = () => {
  fontsPrepared ??= (async () => {
    const faces = fontFamilies.flatMap(({ family }) =>
      weights.map((fontWeight) => ({ fontFamily: family, fontWeight })),
    );
    await Promise.all(faces.map((face) => Font.load(face)));
    const loaded = (face: (typeof faces)[number]) => Font.getFont(face).data as unknown as LoadedFont;
    for (const face of faces) {
      const inter = loaded({ fontFamily: 'Inter', fontWeight: face.fontWeight });
      const font = loaded(face);
      const scale = font.unitsPerEm / inter.unitsPerEm;
      const getGlyph = font.getGlyph.bind(font);
      const layout = font.layout.bind(font);
      if (font.type === 'WOFF') {
        const getTableStream = font._getTableStream.bind(font);
        const inflated = new Map<string, TableStream>();
        Object.defineProperty(font, '_getTableStream', {
          value: (tag: string) => {
            const table = font.directory.tables[tag];
            // An uncompressed table is read from the file's own stream, at its offset.
            if (!table || (table.compLength ?? table.length) >= table.length) return getTableStream(tag);
            const kept = inflated.get(tag);
            if (kept) return new (kept.constructor as new (buffer: Uint8Array) => TableStream)(kept.buffer);
            const stream = getTableStream(tag);
            if (stream) inflated.set(tag, stream);
            return stream;
          },
        });
      }
      Object.defineProperties(font, {
        ascent: { value: inter.ascent * scale },
        descent: { value: inter.descent * scale },
        getGlyph: {
          value: (id: number, codePoints: number[] = []) => {
            const glyph = getGlyph(id, codePoints);
            return glyph && Object.create(glyph, { codePoints: { value: codePoints, writable: true } });
          },
        },
        // On the shaped run only: shaping itself reads the code points of the glyphs it makes.
        layout: {
          value: (...args: never[]) => {
            const run = layout(...args);
            for (const glyph of run.glyphs) {
              if (glyph.codePoints.length === 0) glyph.codePoints = [WORD_JOINER];
            }
            return run;
          },
        },
      });
    }
  })();
  return fontsPrepared;
};
// A résumé is read word by word; hyphenating names and technologies would garble them.
Font.registerHyphenationCallback((word) => [word]);

// The page's own wording and date format in the résumé's language, so the PDF and the page never disagree.
const titlesIn = (texts: Texts) => ({
  summary: texts.summary,
  ...(Object.fromEntries(Object.entries(sectionTitles).map(([id, key]) => [id, texts[key]])) as Record<
    keyof typeof sectionTitles,
    string
  >),
  certifications: texts.certifications,
});

/** A4 page margins in points; tests check that nothing is drawn past them. */
export const pageMargins = { vertical: 32, horizontal: 44 } as const;

// Paper is the page's light scheme; the accent, which follows the owner's, is given at render.
const { text, muted, border } = palette.light;

const styles = StyleSheet.create({
  page: {
    fontFamily: fontStack,
    fontSize: 9,
    lineHeight: 1.4,
    color: text,
    paddingVertical: pageMargins.vertical,
    paddingHorizontal: pageMargins.horizontal,
  },
  header: { flexDirection: 'row', alignItems: 'center' },
  headerText: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  photo: { width: 64, height: 64, borderRadius: 32, marginLeft: 16 },
  name: { fontSize: 22, fontWeight: 700, lineHeight: 1.2 },
  jobTitle: { fontSize: 12, marginTop: 4 },
  contact: { flexDirection: 'row', flexWrap: 'wrap', color: muted, marginTop: 6 },
  contactItem: { marginRight: 12 },
  link: { color: muted, textDecoration: 'none' },
  section: { marginTop: 10 },
  sectionTitle: {
    fontSize: 11,
    fontWeight: 700,
    borderBottomWidth: 0.75,
    borderBottomColor: border,
    paddingBottom: 2,
    marginBottom: 6,
  },
  entry: { marginBottom: 6 },
  entryHeader: { flexDirection: 'row', justifyContent: 'space-between' },
  entryTitle: { fontWeight: 700 },
  // A long title wraps in the space its dates leave; the dates keep their width and one line.
  entryHeaderTitle: { flexGrow: 1, flexShrink: 1, flexBasis: 0, fontWeight: 700 },
  entryDates: { flexShrink: 0, marginLeft: 12, color: muted, textAlign: 'right' },
  subtle: { color: muted },
  bullet: { flexDirection: 'row', marginTop: 1.5 },
  bulletMark: { width: 10 },
  bulletText: { flex: 1 },
  paragraph: { marginBottom: 4 },
});

/**
 * A titled section, its title in the accent, or nothing when it has nothing to show: no heading
 * without content under it.
 */
const sectionIn = (color: string) => (title: string, children: ReactNode[]) => {
  const shown = children.filter((child) => child !== false && child !== null && child !== undefined);
  if (shown.length === 0) return null;
  return h(
    View,
    { style: styles.section },
    h(Text, { style: [styles.sectionTitle, { color }] }, title),
    ...shown,
  );
};

/** The owner's accent at a shade that reads on white paper (builder/theme/accent.ts), else the page's blue. */
const accentOnPaper = (site: Site) => paletteFor('light', site.theme?.accent).accent;

const entryHeader = (title: string, dates: string) =>
  h(
    View,
    { style: styles.entryHeader },
    h(Text, { style: styles.entryHeaderTitle }, title),
    h(Text, { style: styles.entryDates }, dates),
  );

/** Links on one line, those given, addresses written out; nothing when none is given. */
function linkLine(urls: (string | undefined)[]) {
  const links = urls.filter((url): url is string => url !== undefined);
  if (links.length === 0) return null;
  return h(
    Text,
    { style: styles.subtle },
    ...links.flatMap((url, index) => [
      ...(index > 0 ? ['   '] : []),
      h(Link, { key: url, src: url, style: styles.link }, withoutScheme(url)),
    ]),
  );
}

const bullets = (items: string[]) =>
  items.map((item) =>
    h(
      View,
      { key: item, style: styles.bullet, wrap: false },
      h(Text, { style: styles.bulletMark }, '•'),
      h(Text, { style: styles.bulletText }, item),
    ),
  );

const withoutScheme = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

type ResumeProps = { content: Content; photo?: Buffer | null; locale?: string };

export function ResumeDocument({ content, photo, locale = 'en' }: ResumeProps) {
  const { site } = content;
  const { texts } = resolveTexts(locale, site.texts);
  const titles = titlesIn(texts);
  const dateWords = { monthYear: monthYearPatterns(locale), present: texts.present };
  const accentColor = accentOnPaper(site);
  const section = sectionIn(accentColor);
  const degrees = content.education.filter((record): record is Degree => record.type === 'degree');
  const certifications = content.education.filter(
    (record): record is Certification => record.type === 'certification',
  );
  const contactItems = [
    h(Link, { key: 'email', src: `mailto:${site.email}`, style: styles.link }, site.email),
    h(Text, { key: 'location' }, site.location),
    h(Link, { key: 'site', src: site.siteUrl, style: styles.link }, withoutScheme(site.siteUrl)),
    ...content.links.map((link) =>
      h(Link, { key: link.name, src: link.url, style: styles.link }, withoutScheme(link.url)),
    ),
  ].map((item, index) => h(View, { key: String(index), style: styles.contactItem }, item));

  return h(
    Document,
    {
      title: `${site.ownerName} – Résumé`,
      author: site.ownerName,
      subject: site.jobTitle,
      creator: site.siteUrl,
      producer: site.siteUrl,
      language: locale,
    },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        { style: styles.header },
        h(
          View,
          { style: styles.headerText },
          h(Text, { style: styles.name }, site.ownerName),
          h(Text, { style: [styles.jobTitle, { color: accentColor }] }, site.jobTitle),
          h(View, { style: styles.contact }, ...contactItems),
        ),
        photo ? h(Image, { src: photo, style: styles.photo }) : null,
      ),
      // A résumé's opening paragraph is a summary; "About Me" is the page's voice.
      section(
        titles.summary,
        content.about.content.map((paragraph) =>
          h(Text, { key: paragraph, style: styles.paragraph }, paragraph),
        ),
      ),
      section(
        titles.experience,
        content.workExperience.map((job) =>
          h(
            View,
            { key: `${job.organization}-${job.startDate}`, style: styles.entry },
            entryHeader(
              `${job.title}, ${job.organization}`,
              formatDateRange(job.startDate, job.endDate, dateWords),
            ),
            job.description && h(Text, null, job.description),
            ...bullets(job.achievements),
          ),
        ),
      ),
      section(
        titles.skills,
        content.skills.map((group) =>
          h(
            Text,
            { key: group.category, style: styles.paragraph },
            h(Text, { style: styles.entryTitle }, `${group.category}: `),
            group.skills.join(', '),
          ),
        ),
      ),
      section(
        titles.projects,
        content.projects.map((project) =>
          h(
            View,
            { key: project.title, style: styles.entry, wrap: false },
            h(Text, { style: styles.entryTitle }, project.title),
            h(Text, null, project.description),
            project.techStack.length > 0 && h(Text, { style: styles.subtle }, project.techStack.join(' · ')),
            linkLine([project.liveLink, project.githubLink]),
          ),
        ),
      ),
      // As on the page, after the projects: each talk's title and date, its event and place, its material.
      section(
        titles.talks,
        content.talks.map((talk) =>
          h(
            View,
            { key: `${talk.title}-${talk.date}`, style: styles.entry, wrap: false },
            entryHeader(talk.title, formatMonthYear(talk.date, dateWords)),
            h(Text, null, [talk.event, talk.place].filter(Boolean).join(' · ')),
            linkLine(Object.values(talk.links ?? {})),
          ),
        ),
      ),
      section(titles.education, [
        ...degrees.map((degree) =>
          h(
            View,
            { key: `${degree.college}-${degree.degree}`, style: styles.entry, wrap: false },
            entryHeader(degree.degree, formatYearRange(degree.startYear, degree.endYear, dateWords)),
            h(Text, null, degree.college),
            degree.description && h(Text, null, degree.description),
            degree.relevantCoursework.length > 0 &&
              h(
                Text,
                { style: styles.subtle },
                `${texts.relevantCoursework} ${degree.relevantCoursework.join(', ')}`,
              ),
          ),
        ),
        certifications.length > 0 &&
          h(
            View,
            { key: 'certifications', wrap: false },
            h(Text, { style: styles.entryTitle }, titles.certifications),
            ...bullets(
              certifications.map(
                (certification) =>
                  `${certification.certificateName}, ${certification.issuingOrganization}, ${certification.year}`,
              ),
            ),
          ),
      ]),
    ),
  );
}

/** The résumé as PDF bytes, in the content's language (`locale`). */
export async function renderResumePdf(
  content: Content,
  photo: Buffer | null = null,
  locale = 'en',
): Promise<Buffer> {
  await prepareFonts();
  return renderToBuffer(
    h(ResumeDocument, { content, photo, locale }) as Parameters<typeof renderToBuffer>[0],
  );
}
