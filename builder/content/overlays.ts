/**
 * Translations: each further language of site.json's `locales` is a folder content/<tag>/ holding
 * any of the content files with only the fields it translates. An overlay: objects field by field,
 * lists item by item by position (a `null` item keeps the default's), and whatever it leaves out
 * falls back to the default language. How a kind merges is its registry entry's: `defaultOnly`
 * (fields every language shares) and `ownPerLanguage` (fields each language sets for itself).
 */
import {
  type CollectionKey,
  type Content,
  type ContentKey,
  collectionKeys,
  contentFiles,
  missingCollectionTexts,
  ownResumeFile,
  pagePartOf,
} from '../../shared/content-files.ts';
import { defaultLocaleOf, localesOf } from '../../shared/locales.ts';
import { type Site, siteSchema } from '../../shared/schema.ts';
import { wordsOfSections } from '../../shared/sections.ts';
import { resolveTexts } from '../../shared/texts/index.ts';
import { type ContentProblem, checkContentFile, jsonPath } from './check.ts';
import { absentKinds, type ContentFrom, contentFileOf, contentFolderOf } from './content-folder.ts';
import { localizedEntries } from './markdown-folder.ts';
import { dataPathIn, type FileKey, fileKeys, isFileKey, unreadableContent } from './sources.ts';

const contentKeys = Object.keys(contentFiles) as ContentKey[];

/** The fields only the default language's file sets, at any depth (the registry's `defaultOnly`). */
const defaultOnlyIn = (key: ContentKey): Set<string> => {
  const entry = contentFiles[key];
  return new Set('defaultOnly' in entry ? entry.defaultOnly : []);
};

/** The top-level fields each language sets for itself, never falling back to the default's (`ownPerLanguage`). */
const ownPerLanguageIn = (key: ContentKey): Set<string> => {
  const entry = contentFiles[key];
  return new Set('ownPerLanguage' in entry ? entry.ownPerLanguage : []);
};

/** Where a translation sets a field every language shares. */
function defaultOnlyProblems(overlay: Json, only: Set<string>, path: (string | number)[]): Described[] {
  if (Array.isArray(overlay))
    return overlay.flatMap((item, index) => defaultOnlyProblems(item, only, [...path, index]));
  if (!isObject(overlay)) return [];
  return Object.entries(overlay).flatMap(([field, value]) =>
    only.has(field)
      ? [
          {
            path: [...path, field],
            reason: 'is the same in every language: set it in the default language’s file only',
          },
        ]
      : defaultOnlyProblems(value, only, [...path, field]),
  );
}

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The folders holding any content file or a résumé PDF: each a language's translation. */
export function overlayFolders(from: ContentFrom): string[] {
  const folder = contentFolderOf(from);
  const translates = (tag: string) =>
    contentKeys.some((key) => folder.has(contentFileOf(key, tag))) || folder.has(`${tag}/${ownResumeFile}`);
  return folder.folders().filter(translates);
}

/** The default's value with the overlay's on top: objects by field, lists by position. */
export function applyOverlay(base: Json, overlay: Json): Json {
  if (overlay === undefined || overlay === null) return base;
  if (Array.isArray(base) && Array.isArray(overlay))
    return base.map((item, index) => applyOverlay(item, overlay[index]));
  if (isObject(base) && isObject(overlay)) {
    const merged: Record<string, Json> = { ...base };
    for (const [field, value] of Object.entries(overlay)) merged[field] = applyOverlay(base[field], value);
    return merged;
  }
  return overlay;
}

/** A language's version of one file, from the default's and the overlay's parsed JSON. */
export function localizedFile(key: ContentKey, base: Json, overlay: Json): Json {
  // Posts are matched by slug, not by position.
  if (!isFileKey(key)) return localizedEntries(base, overlay);
  const own = ownPerLanguageIn(key);
  if (own.size === 0 || !isObject(base)) return applyOverlay(base, overlay);
  // The default's own fields (its texts) are no fallback for another language.
  return applyOverlay(Object.fromEntries(Object.entries(base).filter(([field]) => !own.has(field))), overlay);
}

/** The overlay file content/<tag>/<key's file>, parsed, or undefined when the language has none. */
export function readOverlayFile(from: ContentFrom, tag: string, key: ContentKey): Json {
  return contentFolderOf(from).data(key, tag);
}

export type LocalizedContent = {
  defaultLocale: string;
  /** Every language, the default first. */
  locales: string[];
  /** Each language's content: the default's with its translation on top (not checked here). */
  byLocale: Record<string, Content>;
  /** Each language's fields still in the default language (none for the default itself). */
  untranslated: Record<string, FieldPath[]>;
  /** The kinds content/ has no file of: empty in every language, and left out of every page. */
  absent: ContentKey[];
};

/** The content in every language, from the default's (as loaded) and the overlays in the folder. */
export function localizeContent(content: Content, from: ContentFrom): LocalizedContent {
  const dir = contentFolderOf(from);
  const defaultLocale = defaultLocaleOf(content.site);
  const locales = localesOf(content.site);
  const absent = absentKinds(dir);
  const byLocale = Object.fromEntries(
    locales.map((tag) => {
      if (tag === defaultLocale) return [tag, content];
      const files = contentKeys.map((key) => [
        key,
        // An absent kind stays empty: a translation of it has nothing to translate (a warning says so).
        absent.includes(key)
          ? content[key]
          : localizedFile(key, content[key], readOverlayFile(dir, tag, key)),
      ]);
      return [tag, Object.fromEntries(files) as Content];
    }),
  );
  const untranslated = Object.fromEntries(
    locales.map((tag) => [tag, tag === defaultLocale ? [] : untranslatedPaths(dir, tag, content)]),
  );
  return { defaultLocale, locales, byLocale, untranslated, absent };
}

/** Where something of the overlay is that the default does not have; none when all is there. */
function shapeProblems(base: Json, overlay: Json, path: (string | number)[], top: boolean): Described[] {
  if (overlay === null && !top) return [];
  if (Array.isArray(base) && Array.isArray(overlay)) {
    const extra = overlay.slice(base.length).map((_, offset) => ({
      path: [...path, base.length + offset],
      reason: `is an item the default language does not have (it has ${base.length})`,
    }));
    const inner = overlay
      .slice(0, base.length)
      .flatMap((item, index) => shapeProblems(base[index], item, [...path, index], false));
    return [...inner, ...extra];
  }
  if (isObject(base) && isObject(overlay))
    return Object.entries(overlay).flatMap(([field, value]) =>
      field in base
        ? shapeProblems(base[field], value, [...path, field], false)
        : [{ path: [...path, field], reason: 'is a field the default language does not have' }],
    );
  return [];
}

type Described = { path: (string | number)[]; reason: string };

/**
 * Every problem of the translations in `dir`, as `content/<tag>/<file>: <path>: <reason>`: a
 * field or item the default does not have, a value the schema refuses, a language in `locales`
 * without a folder and a folder not in `locales`, and a language whose fixed texts are incomplete.
 * Asked once the default's own files check out.
 */
export function checkOverlays(from: ContentFrom): ContentProblem[] {
  const dir = contentFolderOf(from);
  const site = siteSchema.safeParse(dir.data('site'));
  if (!site.success) return [];
  const defaultLocale = defaultLocaleOf(site.data);
  const folders = overlayFolders(dir);
  const problems: ContentProblem[] = [];

  (site.data.locales ?? []).forEach((tag, index) => {
    if (!folders.includes(tag))
      problems.push({
        file: contentFileOf('site'),
        path: `$.locales[${index}]`,
        reason: `names "${tag}", but no folder content/${tag}/ holds its translation of any file`,
      });
  });
  for (const folder of folders)
    if (!site.data.locales?.includes(folder))
      problems.push({
        file: `${folder}/`,
        path: '$',
        reason: `translates content, but site.json's "locales" does not list "${folder}"${folder === defaultLocale ? ' (it is the default language, content/ itself)' : ''}`,
      });

  for (const tag of site.data.locales ?? []) {
    if (!folders.includes(tag)) continue;
    // A translation of posts is checked with the posts (builder/content/markdown-folder.ts).
    for (const key of fileKeys) problems.push(...checkOverlayFile(dir, tag, key));
  }
  for (const tag of localesOf(site.data)) problems.push(...textProblems(dir, tag, site.data));
  return problems;
}

function checkOverlayFile(dir: ContentFrom, tag: string, key: FileKey): ContentProblem[] {
  const folder = contentFolderOf(dir);
  const file = contentFileOf(key, tag);
  // A translation of a kind content/ has no file of is not shown: a warning, not a problem.
  if (!folder.has(file) || absentKinds(folder).includes(key)) return [];
  let overlay: Json;
  try {
    overlay = folder.data(key, tag);
  } catch (error) {
    return [{ file, path: '$', reason: unreadableContent(key, error) }];
  }
  const base: Json = folder.data(key);
  const kind = Array.isArray(base) ? 'array' : 'object';
  if ((kind === 'array') !== Array.isArray(overlay) || !(Array.isArray(overlay) || isObject(overlay)))
    return [
      {
        file,
        path: '$',
        reason: `must be ${kind === 'array' ? 'a list, as' : 'an object in curly braces, { … }, as'} content/${contentFileOf(key)} is${kind === 'array' ? ': { "$schema": …, "items": [ … ] }, or a bare [ … ]' : ''}`,
      },
    ];

  const only = defaultOnlyIn(key);
  const own = ownPerLanguageIn(key);
  const fixedHere = defaultOnlyProblems(overlay, only, []);
  // A language's own fields (its texts) and the shared fields are no translation of the default's:
  // the schema checks the one, and the other is said above.
  const shape = shapeProblems(base, overlay, [], true).filter(
    (problem) => !problem.path.some((part) => only.has(String(part))) && !own.has(String(problem.path[0])),
  );
  const start = dataPathIn(key, folder.text(file));
  const described = [...fixedHere, ...shape].map(({ path, reason }) => ({
    file,
    path: jsonPath(path, start),
    reason,
  }));
  if (described.length > 0) return described;
  // The language's whole file, checked as the default's is: a translated date or link must still be one.
  const merged = localizedFile(key, base, overlay);
  return checkContentFile(key, JSON.stringify(merged)).map((problem) => ({
    ...problem,
    file,
    path: start + problem.path.slice(1),
  }));
}

/** A language the site has no built-in texts for must bring every one of them itself. */
function textProblems(dir: ContentFrom, tag: string, site: Site): ContentProblem[] {
  const isDefault = tag === defaultLocaleOf(site);
  let overrides = site.texts;
  if (!isDefault) {
    let overlay: Json;
    try {
      overlay = readOverlayFile(dir, tag, 'site');
    } catch {
      return []; // Not JSON: checkOverlayFile says so.
    }
    overrides = isObject(overlay) && isObject(overlay.texts) ? (overlay.texts as Site['texts']) : undefined;
  }
  // The words of a section the page leaves out (its kind has no file) are not asked.
  const leftOut = absentKinds(dir).flatMap((key) => pagePartOf(key) ?? []);
  const { missing: pageTexts } = resolveTexts(tag, overrides, wordsOfSections(leftOut));
  // A collection's texts are asked only of a site that has entries in it.
  const missing = [
    ...pageTexts,
    ...collectionKeys.flatMap((key) =>
      hasCollectionEntries(dir, key) ? missingCollectionTexts(key, tag, overrides) : [],
    ),
  ];
  if (missing.length === 0) return [];
  return [
    {
      file: contentFileOf('site', isDefault ? undefined : tag),
      path: '$.texts',
      reason: `"${tag}" has no built-in fixed texts: add ${missing.map((key) => `"${key}"`).join(', ')}`,
    },
  ];
}

function hasCollectionEntries(dir: ContentFrom, key: CollectionKey): boolean {
  try {
    const entries = contentFolderOf(dir).data(key);
    return Array.isArray(entries) && entries.length > 0;
  } catch {
    return false; // An entry that cannot be read: the collection's check says so.
  }
}

/** The fields of the default a translation leaves out, by file and path (links, dates and names aside). */
export function untranslatedFields(dir: ContentFrom, tag: string, content: Content): string[] {
  const folder = contentFolderOf(dir);
  return untranslatedPaths(folder, tag, content).map(
    ({ key, path }) =>
      `${contentFileOf(key)} ${jsonPath(path, isFileKey(key) ? dataPathIn(key, folder.text(contentFileOf(key))) : '$')}`,
  );
}

/** A field of a content file: its key and its path in the file. */
export type FieldPath = { key: ContentKey; path: (string | number)[] };

/**
 * A translation of a kind content/ has no file of (content/de/projects.json without
 * content/projects.json): no page shows it, since the default language decides what the page has.
 */
export function absentKindTranslations(from: ContentFrom): ContentProblem[] {
  const dir = contentFolderOf(from);
  const absent = absentKinds(dir).filter(isFileKey);
  return overlayFolders(dir).flatMap((tag) =>
    absent
      .filter((key) => dir.has(contentFileOf(key, tag)))
      .map((key) => ({
        file: contentFileOf(key, tag),
        path: '$',
        reason: `is not shown: content/${contentFileOf(key)} is not there, so no language's page has what it holds; add that file, or delete this one`,
      })),
  );
}

/** The fields a translation leaves in the default language (links, dates and names aside), by file and path. */
export function untranslatedPaths(dir: ContentFrom, tag: string, content: Content): FieldPath[] {
  const fields: FieldPath[] = [];
  // A post left untranslated is shown in the default language; it is no field left out.
  for (const key of fileKeys) {
    const entry = contentFiles[key];
    const skip = new Set<string>([
      ...('notTranslated' in entry ? entry.notTranslated : []),
      ...defaultOnlyIn(key),
    ]);
    let overlay: Json;
    try {
      overlay = readOverlayFile(dir, tag, key);
    } catch {
      continue;
    }
    const walk = (base: Json, translated: Json, path: (string | number)[]) => {
      if (typeof base === 'string') {
        if (typeof translated !== 'string') fields.push({ key, path });
      } else if (Array.isArray(base)) {
        for (const [index, item] of base.entries())
          walk(item, Array.isArray(translated) ? translated[index] : undefined, [...path, index]);
      } else if (isObject(base))
        for (const [field, value] of Object.entries(base))
          if (!skip.has(field))
            walk(value, isObject(translated) ? translated[field] : undefined, [...path, field]);
    };
    walk(content[key], overlay, []);
  }
  return fields;
}

/** How many fields each language leaves in the default language: one warning per language. */
export function untranslatedWarnings(from: ContentFrom, content: Content): ContentProblem[] {
  const dir = contentFolderOf(from);
  const defaultLocale = defaultLocaleOf(content.site);
  const defaultName = new Intl.DisplayNames('en', { type: 'language' }).of(defaultLocale) ?? defaultLocale;
  return (content.site.locales ?? []).flatMap((tag) => {
    if (!overlayFolders(dir).includes(tag)) return [];
    const fields = untranslatedFields(dir, tag, content);
    if (fields.length === 0) return [];
    const shown = fields.slice(0, 5).join(', ');
    const more = fields.length > 5 ? `, and ${fields.length - 5} more` : '';
    return [
      {
        file: `${tag}/`,
        path: '$',
        reason: `${fields.length} field${fields.length > 1 ? 's are' : ' is'} not translated and show${fields.length > 1 ? '' : 's'} in ${defaultName} (${defaultLocale}): ${shown}${more}`,
      },
    ];
  });
}
