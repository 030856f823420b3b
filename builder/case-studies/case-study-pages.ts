/**
 * The case studies' pages (builder/collection-pages.ts): each case study's page and each language's
 * index of them, from the site map, in the build (builder/prerender.ts) and in `npm run dev`. Like
 * a post's, they ship no script of the page's: the HTML, one inline stylesheet and the colour-scheme
 * scripts, which the CSP allows by their hashes. Their Markdown is rendered as a post's is.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseStudiesData } from '../../shared/case-study-view.ts';
import type { CollectionPageRenderer } from '../../shared/collection-pages.ts';
import type { ProjectImages } from '../../shared/schema.ts';
import type { PagesInput } from '../collections.ts';
import type { ContentFolder } from '../content/content-folder.ts';
import { pictureNameOf, picturesInMarkdown } from '../content/markdown-pictures.ts';
import type { LocalizedContent } from '../content/overlays.ts';
import { contentFileOf } from '../content/sources.ts';
import { collectionPageHtml, themeSwitchScript } from '../page-html.ts';
import type { CollectionPage, SiteMap } from '../site-map.ts';
import { codeStylesheet, type RenderedMarkdown } from '../writing/markdown.ts';
import {
  type PostCard,
  postCardOf,
  postShareImagePath,
  renderPostShareImages,
} from '../writing/post-share-image.ts';
import { type MarkdownJob, renderPosts } from '../writing/rendered-posts.ts';
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
  card?: PostCard;
};

/** A language's case studies with their covers as built, for its index and pages. */
const withCovers = (own: LanguageCaseStudies, article: ProjectImages): CaseStudiesData => ({
  texts: own.texts,
  indexHref: own.indexHref,
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
  const laidOut = pages.map((page) => {
    const { locale } = page;
    const own = caseStudies[locale];
    const data = withCovers(own, article);
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
    const file = `${contentFileOf('caseStudies', locale === siteMap.defaultLocale ? undefined : locale)}/${study.slug}.md`;
    const pictures = Object.fromEntries(
      picturesInMarkdown(study.body).flatMap(({ url }) => {
        const name = pictureNameOf(folder, file, url);
        const built = name === undefined ? undefined : article[name];
        return built ? [[url, built]] : [];
      }),
    );
    const job: MarkdownJob = {
      markdown: study.body,
      options: {
        reservedIds: [...chrome.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]),
        footnotes: { label: own.texts.footnotes, backLabel: own.texts.footnoteBack },
        pictures,
      },
    };
    return { page, data, head, languageHrefs, entry: { study, summary, job } };
  });
  const rendered = await renderPosts(laidOut.flatMap(({ entry }) => (entry ? [entry.job] : [])));
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
    const card = postCardOf(byLocale[locale].site, view.title, view.whenText.replaceAll('–', '-'), locale);
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
  const code = parts.rendered ? codeStylesheet([parts.rendered]) : '';
  return collectionPageHtml(
    template,
    parts,
    '',
    `${code && `<style>${code}</style>`}<script type="module" src="/case-studies/dev-styles.ts"></script><script>${themeSwitchScript}</script>`,
  );
}

/** Writes the given pages of the case studies and their share images; gives the texts the CSP must allow. */
export async function writeCaseStudyPages(
  model: CaseStudyPagesModel,
  pages: CollectionPage[],
  input: PagesInput,
): Promise<{ written: string[]; styles: string[]; scripts: string[] }> {
  const { dist, template, render } = input;
  const bodies = await caseStudyPageParts(model, pages, render);
  const css = `${input.pageCss}${input.stylesheets.caseStudies.trim()}${codeStylesheet(bodies.flatMap(({ rendered }) => (rendered ? [rendered] : [])))}`;
  const written: string[] = [];
  for (const parts of bodies) {
    const html = collectionPageHtml(
      template,
      parts,
      `<style>${css}</style>`,
      `<script>${themeSwitchScript}</script>`,
    );
    const file = join(dist, ...`${parts.page.path}index.html`.split('/'));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, html);
    written.push(`${file.slice(dist.length + 1)} (${(html.length / 1024).toFixed(1)} KB)`);
  }
  const cards = bodies.flatMap(({ page, card }) => (card ? [{ page, card }] : []));
  const images = await renderPostShareImages(cards.map(({ card }) => card));
  for (const [index, { page }] of cards.entries())
    writeFileSync(join(dist, ...postShareImagePath(page.path).split('/')), images[index]);
  if (cards.length > 0) written.push(`share.png beside ${cards.length} case studies`);
  return { written, styles: [css], scripts: [themeSwitchScript] };
}
