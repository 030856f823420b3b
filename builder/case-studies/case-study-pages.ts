import type { CaseStudiesData } from '../../shared/case-study-view.ts';
import type { CollectionPageRenderer } from '../../shared/collection-pages.ts';
import type { ProjectImages } from '../../shared/schema.ts';
import {
  collectionCss,
  devCollectionPageHtml,
  entryMarkdownJob,
  writeCollectionPageFiles,
} from '../collection-page-files.ts';
import type { PagesInput } from '../collections.ts';
import type { ContentFolder } from '../content/content-folder.ts';
import type { LocalizedContent } from '../content/overlays.ts';
import { contentFileOf } from '../content/sources.ts';
import type { RenderedMarkdown } from '../markdown/markdown.ts';
import { renderMarkdownJobs } from '../markdown/render-jobs.ts';
import { themeSwitchScript } from '../page-html.ts';
import { type EntryCard, entryCardOf } from '../seo/entry-share-image.ts';
import type { CollectionPage, SiteMap } from '../site-map.ts';
import { caseStudiesIndexPath } from './case-studies-by-language.ts';
import { caseStudiesIndexHeadTags, caseStudyHeadTags } from './case-study-head.ts';
import { caseStudyViewOf, coverOf, type LanguageCaseStudies } from './case-study-views.ts';

/** What the case studies' pages are made of, from the build's model (builder/build-model.ts). */
export type CaseStudyPagesModel = {
  folder: Pick<ContentFolder, 'has'>;
  localized: Pick<LocalizedContent, 'byLocale'>;
  siteMap: SiteMap;
  caseStudies: Record<string, LanguageCaseStudies>;
  /** Their pictures as built (the picture manifest's `article` recipe): covers and those in the text. */
  article: ProjectImages;
};

type PageParts = {
  page: CollectionPage;
  head: string;
  body: string;
  rendered?: RenderedMarkdown;
  card?: EntryCard;
};

/** A language's case studies with their covers as built, for its index and pages. */
const withCovers = (own: LanguageCaseStudies, article: ProjectImages): CaseStudiesData => ({
  texts: own.texts,
  indexHref: own.indexHref,
  ...(own.linksLang && { linksLang: own.linksLang }),
  studies: own.studies.map((summary, index) => {
    const cover = coverOf(own.entries[index].study, article);
    return cover ? { ...summary, cover } : summary;
  }),
});

/** The head and body of each given page, each case study's Markdown rendered. */
async function caseStudyPageParts(
  { folder, localized, siteMap, caseStudies, article }: CaseStudyPagesModel,
  pages: CollectionPage[],
  render: CollectionPageRenderer,
): Promise<PageParts[]> {
  const { byLocale } = localized;
  // Each language's index data once, whatever number of its pages are written.
  const withCoversOf = new Map<string, CaseStudiesData>();
  const dataOf = (locale: string) => {
    if (!withCoversOf.has(locale)) withCoversOf.set(locale, withCovers(caseStudies[locale], article));
    return withCoversOf.get(locale) as CaseStudiesData;
  };
  const laidOut = pages.map((page) => {
    const { locale } = page;
    const own = caseStudies[locale];
    const data = dataOf(locale);
    const head = {
      site: byLocale[locale].site,
      page,
      defaultLocale: siteMap.defaultLocale,
      locales: siteMap.locales,
      feeds: [],
    };
    // The language switch leads to this page in each language that has it, else to that language's index.
    const languageHrefs = Object.fromEntries([
      ...siteMap.locales.map((other) => [other, caseStudiesIndexPath(other, siteMap.defaultLocale)]),
      ...page.alternates.map(({ locale: other, path }) => [other, path]),
    ]);
    if (page.kind === 'index') return { page, data, head, languageHrefs };
    const index = own.entries.findIndex((entry) => entry.slug === page.slug);
    const { study } = own.entries[index];
    const summary = data.studies[index];
    // The page around the case study, its body empty: the ids a heading in it must not take.
    const chrome = render(
      locale,
      {
        collection: 'caseStudies',
        page: 'entry',
        study: caseStudyViewOf(summary, study, ''),
        caseStudies: data,
      },
      languageHrefs,
    );
    const job = entryMarkdownJob({
      folder,
      file: `${contentFileOf('caseStudies', locale === siteMap.defaultLocale ? undefined : locale)}/${study.slug}.md`,
      markdown: study.body,
      chrome,
      footnotes: { label: own.texts.footnotes, backLabel: own.texts.footnoteBack },
      article,
    });
    return { page, data, head, languageHrefs, entry: { study, summary, job } };
  });
  const rendered = await renderMarkdownJobs(laidOut.flatMap(({ entry }) => (entry ? [entry.job] : [])));
  let next = 0;
  return laidOut.map(({ page, data, head, languageHrefs, entry }): PageParts => {
    const { locale } = page;
    if (!entry)
      return {
        page,
        head: caseStudiesIndexHeadTags(head, data),
        body: render(locale, { collection: 'caseStudies', page: 'index', caseStudies: data }, languageHrefs),
      };
    const markdown = rendered[next++];
    const view = caseStudyViewOf(entry.summary, entry.study, markdown.html);
    // The card's fonts have no en dash: a period is drawn with a hyphen there.
    const card = entryCardOf(byLocale[locale].site, view.title, view.whenText.replaceAll('–', '-'), locale);
    return {
      page,
      head: caseStudyHeadTags(head, view, card),
      body: render(
        locale,
        { collection: 'caseStudies', page: 'entry', study: view, caseStudies: data },
        languageHrefs,
      ),
      rendered: markdown,
      card,
    };
  });
}

/** A case study's page, or a language's index of them, as `npm run dev` serves it, reloaded on save. */
export async function devCaseStudyPage(
  model: CaseStudyPagesModel,
  page: CollectionPage,
  render: CollectionPageRenderer,
  template: string,
): Promise<string> {
  const [parts] = await caseStudyPageParts(model, [page], render);
  return devCollectionPageHtml(template, parts, '/case-studies/dev-styles.ts');
}

/** Writes the given pages of the case studies and their share images; gives the texts the CSP must allow. */
export async function writeCaseStudyPages(
  model: CaseStudyPagesModel,
  pages: CollectionPage[],
  input: PagesInput,
): Promise<{ written: string[]; styles: string[]; scripts: string[] }> {
  const bodies = await caseStudyPageParts(model, pages, input.render);
  const css = collectionCss(input.pageCss, input.stylesheets.caseStudies, bodies);
  const written = await writeCollectionPageFiles(input, bodies, css, 'case studies');
  return { written, styles: [css], scripts: [themeSwitchScript] };
}
