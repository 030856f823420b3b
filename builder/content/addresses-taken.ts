/**
 * The addresses the site already uses at the root of each language's page, by their first segment
 * (/api/, /writing/, /de/…), each with who uses it: an entry of a collection at the root (an empty
 * `pages.path`, /<slug>/) must not take one. The files the build writes at the root (robots.txt,
 * sitemap.xml, og-image.png, favicon.svg, 404.html, resume.json) all have a dot in their name,
 * which no entry's file name can have (./markdown-folder.ts).
 */
import { apiPaths, collectionKeys, contentFiles, nounOf } from '../../shared/content-files.ts';
import { builtInTexts } from '../../shared/texts/index.ts';

/** The folders the build writes at the root besides the registry's, and what each holds. */
const buildFolders: Record<string, string> = {
  // Vite's build.assetsDir (its default).
  assets: "which the page's script and stylesheets use",
  // builder/images/image-files.ts hashedImagePath.
  images: "which the site's pictures use",
  // site.json's resumePath, which the schema keeps under /downloads/ (shared/schema.ts).
  downloads: "which the résumé's downloads use",
};

const languageName = (tag: string) => new Intl.DisplayNames('en', { type: 'language' }).of(tag) ?? tag;

/**
 * Each first segment taken, and why, for a site translated into `translations`: the build's
 * folders, the API's, every other collection's, and every language tag, the site's and those it
 * could be translated into with no texts of the owner's (its default's too: kept for a change).
 */
export function addressesTaken(translations: readonly string[]): Map<string, string> {
  const taken = new Map<string, string>(Object.entries(buildFolders));
  for (const path of apiPaths) taken.set(path.split('/')[1], "which the site's API uses");
  for (const key of collectionKeys) {
    const { path } = contentFiles[key].pages as { path: string };
    if (path !== '') taken.set(path, `which the site's ${nounOf(key).many} use`);
  }
  for (const tag of translations) taken.set(tag, `which the site's pages in ${languageName(tag)} use`);
  for (const tag of Object.keys(builtInTexts))
    if (!taken.has(tag)) taken.set(tag, `which is kept for pages in ${languageName(tag)}`);
  return taken;
}
