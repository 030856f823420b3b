/**
 * Build step after `vite build`: writes the résumé PDF at site.resumePath (under /downloads/) and
 * the same content as JSON Resume at /resume.json, both into the static assets the Worker serves.
 * An owner-supplied PDF at content/resume.pdf is copied instead of the generated one.
 *
 *   node builder/resume/build-resume.ts [--content DIR] [--out DIR]
 */
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContent, contentDir as ownersContent } from '../content/load.ts';
import { planPortrait, portraitJpeg } from '../images/portrait.ts';
import { toJsonResume } from './json-resume.ts';
import { renderResumePdf } from './resume-document.ts';

const root = join(import.meta.dirname, '..', '..');
/** Where an owner puts a PDF of their own; it wins over the generated one. */
export const ownResumeFile = 'resume.pdf';

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: ownersContent },
    out: { type: 'string', default: join(root, 'dist', 'client') },
  },
});
const contentDir = values.content;
const outDir = values.out;

const started = performance.now();
const content = loadContent(contentDir);
const pdfFile = join(outDir, ...content.site.resumePath.split('/'));
await mkdir(dirname(pdfFile), { recursive: true });

const ownPdf = join(contentDir, ownResumeFile);
const hasOwnPdf = await stat(ownPdf).then(
  (file) => file.isFile(),
  () => false,
);
if (hasOwnPdf) await copyFile(ownPdf, pdfFile);
else
  await writeFile(pdfFile, await renderResumePdf(content, await portraitJpeg(content.site, 192, contentDir)));
const photo = (await planPortrait(content.site, contentDir))?.image;
const image = photo ? new URL(photo.largest, content.site.siteUrl).href : undefined;
await writeFile(
  join(outDir, 'resume.json'),
  `${JSON.stringify(toJsonResume(content, { image }), null, 2)}\n`,
);

const { size } = await stat(pdfFile);
const source = hasOwnPdf ? `copied from ${relative(root, ownPdf)}` : 'generated from content/';
console.log(
  `Résumé: ${relative(root, pdfFile)} (${(size / 1024).toFixed(1)} KiB, ${source}) and ${relative(root, join(outDir, 'resume.json'))} in ${Math.round(performance.now() - started)} ms`,
);
