/**
 * A language's portfolio page as HTML, the one writer of it: the build's (./prerender.ts) and
 * `npm run dev`'s (./vite-plugin/plugins/dev-portfolio-page.ts). Both have web/index.html in the
 * page's language, the colour-scheme script first in <head>, and the head made from content/ with
 * the feeds of the collections it lists. Only the assets differ: the build's stylesheet inline, its
 * sections prerendered and its start script, where `npm run dev` keeps Vite's own tags.
 */
import type { Content } from '../shared/content-files.ts';
import { earlyInputScript } from '../shared/early-input.ts';
import type { PageData } from '../shared/page-data.ts';
import type { BuiltImage } from '../shared/schema.ts';
import { pageSections, showsSection } from '../shared/sections.ts';
import { type CollectionModel, portfolioFeeds } from './collections/index.ts';
import { inLanguage, themeSwitchScript, withThemeScript } from './page-html.ts';
import { headTags, type PageLanguage } from './seo/head.ts';
import type { SitePage } from './site-map.ts';

/** What the page says of itself, the same in the build and in `npm run dev`. */
export type PortfolioPage = {
  /** Its language, and the same page in the others (the site map's portfolio page). */
  language: PageLanguage;
  /** The site's content in that language. */
  content: Content;
  /** The photo as built, the Person's image in the head; null without one. */
  photo: BuiltImage | null;
  /** The `<link rel="alternate">` of the feeds it names (builder/collections/index.ts). */
  feeds: string[];
};

/** What a portfolio page of the site map says of itself, from the build's model, its pictures planned. */
export function portfolioPageOf(model: CollectionModel, { locale, alternates }: SitePage): PortfolioPage {
  const { defaultLocale, locales, byLocale } = model.localized;
  return {
    language: { locale, defaultLocale, locales, alternates },
    content: byLocale[locale],
    photo: model.pictures.portrait,
    feeds: portfolioFeeds(model, locale),
  };
}

/** What the build puts in place of Vite's tags (web/index.html as built). */
export type BuiltAssets = {
  /** The page's rules, inline: the first paint then needs the HTML alone, one round trip less. */
  stylesheet: string;
  /** Its sections, prerendered, so every one paints before any JavaScript runs. */
  root: string;
  /** The script that starts the page's module after the first paint (`startScriptOf`). */
  startScript: string;
  /** The section after the hero (`sectionAfterHero`): the first view paints once it begins. */
  afterHero: string | undefined;
};

/** The page's stylesheet as web/index.html's build links it, and its module script. */
export const builtStylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/;
export const builtModuleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The page's HTML from web/index.html: as built, with the build's assets; or as Vite serves it in
 * `npm run dev` (`'vite'`), whose own script renders the page and brings its rules.
 */
export function portfolioPageHtml(
  template: string,
  page: PortfolioPage,
  assets: BuiltAssets | 'vite',
): string {
  const { language, content, photo, feeds } = page;
  const html = withThemeScript(inLanguage(template, language.locale))
    .replace(/\s*<!--[\s\S]*?-->/g, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => [headTags(content, photo, language), ...feeds].join('\n    '));
  if (assets === 'vite') return html;
  return (
    html
      .replace(builtModuleScript, '')
      .replace('</body>', () => `<script type="module">${assets.startScript}</script></body>`)
      // Nothing is drawn before the first view, the top bar and the hero, is parsed whole, that is
      // until the section after the hero begins: Chromium unblocks at the element's start tag. A
      // busy parser yields mid-page, and a paint of half a bar or half a hero moved when the rest
      // came (docs/decisions.md, "The first view painted whole").
      .replace(
        builtStylesheet,
        () =>
          `<style>${assets.stylesheet}</style><link rel="expect" href="#${assets.afterHero}" blocking="render">`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${assets.root}</div>`)
  );
}

/**
 * The build's stylesheet of a page: the page's rules (`css`), then those of each section it shows
 * that brings its own (`own`, web/sections/own-stylesheets.ts).
 */
export const pageStylesheetOf = (css: string, own: Partial<Record<string, string>>, page: PageData): string =>
  `${css}${pageSections.flatMap(({ id }) => (own[id] !== undefined && showsSection(page, id) ? [own[id].trim()] : [])).join('')}`;

/** The section after the hero on a page: About, or without an about.json the next the page has. */
export const sectionAfterHero = (page: PageData): string | undefined =>
  pageSections.find(({ id }) => id !== 'home' && showsSection(page, id))?.id;

/**
 * The build's start script. Every section is in the HTML, so the first view needs none of the
 * page's script (`scriptSrc`): it only hydrates. It is requested at the second frame, once the
 * first paint is on screen (a frame callback runs before its frame's paint, and a busy phone's
 * first frame can be slow to show), so the HTML and the hero's photo have the link to themselves
 * and the script never counts in the hero's paint (docs/decisions.md, "Script after the first
 * paint"). A background tab paints no frames: there it starts at once. The API calls (`asked`)
 * start with it as fetch preloads, off the first paint's link; the script's own fetch() is
 * answered from them, so each endpoint is requested once (spec §4). The script goes first: on
 * HTTP/1.1 the six calls would take all six connections. It stands at the end of <body>, not in
 * <head>: there a phone's parse of the page after it ended about 90 ms later (4× slowed) and the
 * content came 5–8 % later, with the same script (docs/decisions.md, "The start script at the end").
 * Before it, what keeps the page working until the script has hydrated it: the colour-scheme
 * select's own script (the posts'), and the keeper of taps on a button (shared/early-input.ts).
 */
export function startScriptOf(scriptSrc: string, asked: string[]): string {
  return `${themeSwitchScript};${earlyInputScript}${startScriptAlone(scriptSrc, asked)}`;
}

function startScriptAlone(scriptSrc: string, asked: string[]): string {
  const preloadApi = `for(const href of ${JSON.stringify(asked)})document.head.append(Object.assign(document.createElement("link"),{rel:"preload",as:"fetch",crossOrigin:"",href}))`;
  return `const start=()=>{import(${JSON.stringify(scriptSrc)});${preloadApi}};document.visibilityState==="hidden"?start():requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)))`;
}
