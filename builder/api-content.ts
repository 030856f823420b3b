/**
 * `virtual:api-content`, the read-only API's answers (shared/api-content.ts), made at build time
 * in Node: content/*.json parsed with the schema, a project's picture as the build makes it
 * (shared/api-projects.ts). The Worker imports them ready-made and starts without the schema's
 * validator. Vite answers the import (./vite-plugin/plugins/api-content.ts) wherever the Worker is
 * made: its build (vite.config.ts's `worker` environment), `npm run dev` and its tests.
 */
import { createHash } from 'node:crypto';
import type { ApiResponses } from '../shared/api-content.ts';
import {
  type ApiContentKey,
  type BuiltPictures,
  type Content,
  type ContentKey,
  contentFiles,
} from '../shared/content-files.ts';
import { localizedApiPath } from '../shared/locales.ts';
import { type ResponsesSetting, responsesSettingOf } from '../shared/responses-setting.ts';
import { searchIsOn } from '../shared/search/setting.ts';
import type { LocalizedContent } from './content/overlays.ts';
import { isRightToLeft } from './page-data.ts';
import { countedPathsOf, responsePagesOf, type SiteMap } from './site-map.ts';

export const apiKeys = (Object.keys(contentFiles) as ContentKey[]).filter(
  (key): key is ApiContentKey => contentFiles[key].path !== null,
);

/** The endpoints whose answer is a list (the others answer an object), as each entry's schema says. */
export const listAnswerPaths = apiKeys.flatMap((key) => {
  const entry = contentFiles[key];
  const answerSchema = 'apiSchema' in entry ? entry.apiSchema : entry.schema;
  return answerSchema.type === 'array' ? [entry.path] : [];
});

/**
 * The API's answers in every language, by path, the languages, the default first, and what the
 * Worker counts (builder/site-map.ts).
 */
export type ApiContentOfSite = {
  answers: Record<string, unknown>;
  locales: string[];
  /** Those of `locales` written right to left: the Worker's own pages read it, asking Intl nothing. */
  rightToLeft: string[];
  countedPaths: Record<string, 'view' | 'download'>;
  /** site.json `responses`, null when off, and the pages that take them (none when off). */
  responses: ResponsesSetting | null;
  responsePages: Record<string, true>;
  /** site.json `search`, as settled (shared/search/setting.ts). */
  search: boolean;
};

/**
 * One language's answers from its content; throws the schema's error on invalid content. A kind
 * the owner has no file of (`absent`) answers its empty content, 200 as any other: an empty list,
 * or an object of empty lists (/api/about's `{ "content": [] }`), which its schema, asking for at
 * least one paragraph of a file, would refuse.
 */
function answersOf(content: Content, built: BuiltPictures, absent: readonly ContentKey[]): ApiResponses {
  const answers = apiKeys.map((key) => {
    const entry = contentFiles[key];
    const data = absent.includes(key) ? content[key] : contentFiles[key].schema.parse(content[key]);
    // An entry whose answer shows pictures builds it with them as planned (the registry's `answer`).
    return [entry.path, 'answer' in entry ? entry.answer(data as never, built) : data];
  });
  return Object.fromEntries(answers);
}

/**
 * Each endpoint's answer in each language from the content and its translations: the spec's paths
 * answer the default language, /api/<tag>/… the others (shared/locales.ts).
 */
export function apiContentOf(
  { defaultLocale, locales, byLocale, absent }: LocalizedContent,
  built: BuiltPictures,
  siteMap: SiteMap,
): ApiContentOfSite {
  const answers: Record<string, unknown> = {};
  for (const locale of locales)
    for (const [path, answer] of Object.entries(answersOf(byLocale[locale], built, absent)))
      answers[localizedApiPath(path, locale, defaultLocale)] = answer;
  const responses = responsesSettingOf(byLocale[defaultLocale].site);
  return {
    answers,
    locales,
    rightToLeft: locales.filter(isRightToLeft),
    countedPaths: countedPathsOf(siteMap),
    responses,
    responsePages: responses ? responsePagesOf(siteMap) : {},
    search: searchIsOn(byLocale[defaultLocale].site),
  };
}

/** A strong ETag of a body: made here, so the Worker's cold start hashes nothing (docs/decisions.md). */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('hex').slice(0, 20)}"`;

/**
 * The module's code: each answer's body as the Worker sends it, and its ETag. The Worker serves the
 * text as it is, so its start parses and serializes nothing; the prerender parses what it renders.
 */
export function apiContentCode({
  answers,
  locales,
  rightToLeft,
  countedPaths,
  responses,
  responsePages,
  search,
}: ApiContentOfSite): string {
  const bodies = Object.fromEntries(
    Object.entries(answers).map(([path, answer]) => [path, JSON.stringify(answer)]),
  );
  const etags = Object.fromEntries(Object.entries(bodies).map(([path, body]) => [path, etagOf(body)]));
  return [
    `export const bodies = ${JSON.stringify(bodies)};`,
    `export const etags = ${JSON.stringify(etags)};`,
    `export const locales = ${JSON.stringify(locales)};`,
    `export const rightToLeft = ${JSON.stringify(rightToLeft)};`,
    `export const countedPaths = ${JSON.stringify(countedPaths)};`,
    `export const responses = ${JSON.stringify(responses)};`,
    `export const responsePages = ${JSON.stringify(responsePages)};`,
    `export const search = ${JSON.stringify(search)};`,
    '',
  ].join('\n');
}
