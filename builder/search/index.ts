/**
 * The search's part of the build, when the owner has it on (site.json `search`): each language's
 * index (./write-index.ts) and the results page's stylesheet, both static assets the Worker reads
 * or names (worker/search/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { searchStylesheetPath } from '../../shared/search/index-files.ts';
import { searchIsOn } from '../../shared/search/setting.ts';
import type { BuildModel } from '../build-model.ts';
import { standaloneStylesheet } from '../theme/standalone-stylesheet.ts';
import { openSearchPath, openSearchXml, searchFormStylesheet } from './form.ts';
import { searchablesOf } from './searchable.ts';
import { writeSearchIndexes } from './write-index.ts';

const ownStylesheet = join(import.meta.dirname, '..', '..', 'web', 'search.css');

/** The results page's stylesheet: the site's colours and font, the form's rules, then its own. */
const searchCss = (model: BuildModel): string =>
  standaloneStylesheet(model.content.site, searchFormStylesheet, ownStylesheet);

/** Writes the search's files into `dist` when it is on; says what it wrote, for the build's log. */
export async function writeSearch(model: BuildModel, dist: string): Promise<string | undefined> {
  if (!searchIsOn(model.content.site)) return undefined;
  const { localized } = model;
  const indexes = await writeSearchIndexes(dist, searchablesOf(localized, model.entries));
  writeFileSync(join(dist, ...searchStylesheetPath.split('/')), searchCss(model));
  const { defaultLocale, locales, byLocale } = localized;
  for (const locale of locales) {
    const { ownerName, siteUrl } = byLocale[locale].site;
    const file = join(dist, ...openSearchPath(locale, defaultLocale).split('/'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, openSearchXml(locale, defaultLocale, ownerName, siteUrl));
  }
  return `${indexes}, its stylesheet and OpenSearch descriptions`;
}
