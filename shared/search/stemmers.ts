/**
 * The stemmer of each language that has one (@orama/stemmers, Snowball's algorithms), by its base
 * tag; the others keep words whole. The build loads them from here; the Worker's bundle holds only
 * those of the site's languages (`virtual:search-stemmers`, builder/vite-plugin/plugins/search-stemmers.ts),
 * so the stemmers of languages the site does not have cost it nothing.
 */

/** A language's stemmer module, as `import()` loads it. */
export type StemmerLoaders = Readonly<Record<string, () => Promise<{ stemmer: (word: string) => string }>>>;

export const stemmerModules: Readonly<Record<string, string>> = {
  en: '@orama/stemmers/english',
  de: '@orama/stemmers/german',
  fr: '@orama/stemmers/french',
  es: '@orama/stemmers/spanish',
  pt: '@orama/stemmers/portuguese',
  it: '@orama/stemmers/italian',
  nl: '@orama/stemmers/dutch',
  ar: '@orama/stemmers/arabic',
  // "indian" is Snowball's Hindi stemmer.
  hi: '@orama/stemmers/indian',
  ru: '@orama/stemmers/russian',
};

/** The base tag a language's stemmer is filed under: "pt" for "pt-BR". */
export const baseLanguageOf = (lang: string): string => lang.split('-')[0].toLowerCase();

/** Every stemmer, loaded by Node (the build, the tests): Vite never bundles this module into the Worker. */
export const allStemmers: StemmerLoaders = Object.fromEntries(
  Object.entries(stemmerModules).map(([lang, specifier]) => [lang, () => import(specifier)]),
);
