/**
 * Build step after the prerender (builder/vite-plugin/plugins/site-build.ts), and a command of its
 * own: writes the résumé PDF at site.resumePath (under /downloads/) and the same content as JSON
 * Resume at /resume.json, both into the static assets the Worker serves.
 * An owner-supplied PDF at content/resume.pdf is copied instead of the generated one.
 *
 *   node builder/resume/build-resume.ts [--content DIR] [--out DIR]
 */
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ownResumeFile } from '../../shared/content-files.ts';
import { localizedPath } from '../../shared/locales.ts';
import { type BuildModel, buildModel } from '../build-model.ts';
import { contentDir as ownersContent } from '../content/content-folder.ts';
import { toJsonResume } from './json-resume/export.ts';
import { renderResumePdf } from './resume-document.ts';

const root = join(import.meta.dirname, '..', '..');

/** Writes each language's résumé PDF and JSON Resume into `outDir`; says what it wrote. */
export async function writeResumes(
  {
    folder,
    localized,
    pictures,
    photoJpeg,
  }: Pick<BuildModel, 'folder' | 'localized' | 'pictures' | 'photoJpeg'>,
  outDir: string,
): Promise<string> {
  const started = performance.now();
  const { defaultLocale, locales, byLocale } = localized;
  // The photo is the same in every language (it is the default language's alone).
  const photo = (await pictures()).portrait;
  const written: string[] = [];

  // Each language's résumé under its own path: /downloads/… and /resume.json for the default one,
  // /de/downloads/… and /de/resume.json for German (shared/locales.ts).
  for (const locale of locales) {
    const content = byLocale[locale];
    const at = (path: string) => join(outDir, ...localizedPath(path, locale, defaultLocale).split('/'));
    const pdfFile = at(content.site.resumePath);
    await mkdir(dirname(pdfFile), { recursive: true });

    // The owner's own PDF of this language: content/resume.pdf, or content/<tag>/resume.pdf.
    const ownPdf = [...(locale === defaultLocale ? [] : [locale]), ownResumeFile].join('/');
    const hasOwnPdf = folder.has(ownPdf);
    if (hasOwnPdf) await copyFile(join(folder.dir, ownPdf), pdfFile);
    else await writeFile(pdfFile, await renderResumePdf(content, await photoJpeg(192), locale));
    const image = photo ? new URL(photo.largest, content.site.siteUrl).href : undefined;
    const jsonFile = at('/resume.json');
    await mkdir(dirname(jsonFile), { recursive: true });
    await writeFile(jsonFile, `${JSON.stringify(toJsonResume(content, { image }), null, 2)}\n`);

    const { size } = await stat(pdfFile);
    const source = hasOwnPdf
      ? `copied from ${relative(root, join(folder.dir, ownPdf))}`
      : 'generated from content/';
    written.push(
      `${relative(root, pdfFile)} (${(size / 1024).toFixed(1)} KiB, ${source}) and ${relative(root, jsonFile)}`,
    );
  }
  return `Résumé: ${written.join('; ')} in ${Math.round(performance.now() - started)} ms`;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: ownersContent },
      out: { type: 'string', default: join(root, 'dist', 'client') },
    },
  });
  console.log(await writeResumes(buildModel(values.content), values.out));
}
