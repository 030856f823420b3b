/**
 * The API's answers (./api-content.ts), made from content/ by the build: answered by Vite
 * (builder/vite-plugin/plugins/api-content.ts) in the build, `npm run dev` and the tests alike.
 */
/**
 * The stemmers of the site's languages (shared/search/stemmers.ts), for the Worker's search: made
 * by builder/vite-plugin/plugins/search-stemmers.ts.
 */
declare module 'virtual:search-stemmers' {
  export const stemmers: import('./search/stemmers.ts').StemmerLoaders;
}

declare module 'virtual:api-content' {
  /**
   * Each answer's body as the Worker sends it: JSON text. The spec's paths answer the default
   * language; a further language's paths (/api/de/about) are there too.
   */
  export const bodies: Record<import('./api-content.ts').ApiPath, string>;
  /** Each answer's strong ETag, quoted, of its body. */
  export const etags: Record<import('./api-content.ts').ApiPath, string>;
  /** The site's languages, the default first (shared/locales.ts). */
  export const locales: readonly string[];
  /**
   * Those of `locales` written right to left, as the build asked Intl: a new isolate's first
   * `Intl.Locale#getTextInfo` costs more CPU than the page it is for.
   */
  export const rightToLeft: readonly string[];
  /**
   * What the Worker counts, by path: each page of the site map a view, each résumé file a
   * download (builder/site-map.ts).
   */
  export const countedPaths: Record<string, 'view' | 'download'>;
  /** site.json `responses` with each choice filled in, null when off (shared/responses-setting.ts). */
  export const responses: import('./responses-setting.ts').ResponsesSetting | null;
  /** The published entry pages that take responses, in every language; none when off. */
  export const responsePages: Record<string, true>;
  /** site.json `search` as settled (shared/search/setting.ts): the Worker answers /search. */
  export const search: boolean;
}
