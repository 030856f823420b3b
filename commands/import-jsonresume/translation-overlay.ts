/**
 * A translated JSON Resume as a language's overlay (`npm run import:jsonresume -- --locale TAG FILE`):
 * imported to content as the default résumé is, then only what differs from the default language's
 * content goes into content/<tag>/, in the overlay's format (builder/content/overlays.ts): objects
 * field by field, lists by position, a `null` item keeping the default's.
 */
import { type ContentProblem, jsonPath } from '../../builder/content/check.ts';
import { contentFileOf, fileKeys, writtenDataPath } from '../../builder/content/sources.ts';
import { type Content, type ContentKey, contentFiles } from '../../shared/content-files.ts';
import { derivedSiteFields } from './import.ts';

type Json = unknown;
type Path = (string | number)[];
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The JSON files: a résumé translates no post.
const contentKeys = fileKeys;

export type TranslationOverlay = {
  /**
   * Each file's overlay to write: the one content/<tag>/ already has, with the résumé's
   * differences on top. A file the résumé changes nothing in is absent.
   */
  files: Partial<Record<ContentKey, Json>>;
  /**
   * Fields and items the résumé has that the default language does not: an overlay cannot hold
   * them (the content check refuses them), so nothing may be written.
   */
  extras: ContentProblem[];
  /**
   * Differences in fields a translation rarely changes (dates, organizations, addresses): most
   * often the résumé's entries are in another order than content/'s.
   */
  unusual: ContentProblem[];
};

/** A short name for an item in a message: its first text other than its kind. */
function labelOf(item: Json): string {
  const text =
    typeof item === 'string'
      ? item
      : isObject(item)
        ? Object.entries(item).find(([field, value]) => field !== 'type' && typeof value === 'string')?.[1]
        : undefined;
  if (typeof text !== 'string') return '';
  return `: ${JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text)}`;
}

/**
 * Lists of records of several kinds (education's degrees and certifications, which JSON Resume
 * keeps in two lists) are matched kind by kind: the default's second certification gets the
 * résumé's second certificate, wherever content/ places it. The records left over are extra.
 */
function alignByKind(base: Json[], translated: Json[]): { aligned: Json[]; left: Json[] } {
  const kindOf = (item: Json) => (isObject(item) ? item.type : undefined);
  if (!base.every((item) => typeof kindOf(item) === 'string')) return { aligned: translated, left: [] };
  const remaining = [...translated];
  const aligned = base.map((item) => {
    const at = remaining.findIndex((candidate) => kindOf(candidate) === kindOf(item));
    return at < 0 ? undefined : remaining.splice(at, 1)[0];
  });
  return { aligned, left: remaining };
}

type Walk = {
  file: string;
  /** Where the data sits in the file written (`$.items` for a list). */
  start: string;
  defaultFile: string;
  rare: Set<string>;
  extras: ContentProblem[];
  unusual: ContentProblem[];
};

/** What of `translated` differs from `base`, as an overlay; undefined when nothing does. */
function differences(base: Json, translated: Json, path: Path, walk: Walk): Json {
  if (translated === undefined) return undefined;
  if (Array.isArray(base) && Array.isArray(translated)) {
    const { aligned, left } = alignByKind(base, translated);
    const extra = [...aligned.slice(base.length), ...left];
    extra.forEach((item, offset) => {
      walk.extras.push({
        file: walk.file,
        path: jsonPath([...path, base.length + offset], walk.start),
        reason: `is an item ${walk.defaultFile} does not have (it has ${base.length})${labelOf(item)}`,
      });
    });
    const items = base.map((item, index) => differences(item, aligned[index], [...path, index], walk));
    while (items.length > 0 && items.at(-1) === undefined) items.pop();
    return items.length === 0 ? undefined : items.map((item) => item ?? null);
  }
  if (isObject(base) && isObject(translated)) {
    for (const field of Object.keys(translated))
      if (!(field in base))
        walk.extras.push({
          file: walk.file,
          path: jsonPath([...path, field], walk.start),
          reason: `is a field ${walk.defaultFile} does not have here${labelOf(translated[field])}`,
        });
    const fields = Object.keys(base).flatMap((field) => {
      const value = differences(base[field], translated[field], [...path, field], walk);
      return value === undefined ? [] : [[field, value]];
    });
    return fields.length === 0 ? undefined : Object.fromEntries(fields);
  }
  if (JSON.stringify(base) === JSON.stringify(translated)) return undefined;
  const field = path.findLast((step) => typeof step === 'string');
  if (field !== undefined && walk.rare.has(field))
    walk.unusual.push({
      file: walk.file,
      path: jsonPath(path, walk.start),
      reason: `is ${JSON.stringify(translated)}, the default's ${JSON.stringify(base)}`,
    });
  return translated;
}

/** Two overlays of one file as one: the newer's fields and items over the older's. */
function combine(older: Json, newer: Json): Json {
  if (newer === undefined || newer === null) return older;
  if (older === undefined || older === null) return newer;
  if (Array.isArray(older) && Array.isArray(newer))
    return Array.from(
      { length: Math.max(older.length, newer.length) },
      (_, index) => combine(older[index], newer[index]) ?? null,
    );
  if (isObject(older) && isObject(newer)) {
    const merged: Record<string, Json> = { ...older };
    for (const [field, value] of Object.entries(newer)) merged[field] = combine(older[field], value);
    return merged;
  }
  return newer;
}

/**
 * The overlay of language `tag` from the résumé's content (fromJsonResume) against the default's.
 * A field the résumé leaves as in the default language says nothing: a translation content/<tag>/
 * already has for it stays, so a re-import or a résumé translating a few fields adds to the
 * overlay rather than undoing it.
 */
export function translationOverlay(
  tag: string,
  base: Content,
  translated: Content,
  existing: Partial<Record<ContentKey, Json>>,
): TranslationOverlay {
  const extras: ContentProblem[] = [];
  const unusual: ContentProblem[] = [];
  const files: Partial<Record<ContentKey, Json>> = {};
  for (const key of contentKeys) {
    const entry = contentFiles[key];
    let value: Json = translated[key];
    // Made up by the import (e.g. "Hi, I'm …" in English), not translated by the résumé.
    if (key === 'site')
      value = Object.fromEntries(
        Object.entries(value as object).filter(([field]) => !derivedSiteFields.includes(field)),
      );
    const walk: Walk = {
      file: contentFileOf(key, tag),
      start: writtenDataPath(key),
      defaultFile: `the default's ${contentFileOf(key)}`,
      rare: new Set('notTranslated' in entry ? entry.notTranslated : []),
      extras,
      unusual,
    };
    const changed = differences(base[key], value, [], walk);
    if (changed !== undefined) files[key] = combine(existing[key], changed);
  }
  return { files, extras, unusual };
}

/**
 * site.json's text with `tag` added to `locales`, every other byte as it was: the list gets it at
 * its end, and a file without the list gets one as its last field.
 */
export function withLocale(siteText: string, tag: string): string {
  const quoted = JSON.stringify(tag);
  const list = siteText.match(/("locales"\s*:\s*\[)(\s*)([^\]]*?)(\s*)\]/);
  if (list?.index !== undefined) {
    const [whole, opening, before, items, after] = list;
    const separator = before.includes('\n') ? `,${before}` : ', ';
    const added =
      items === ''
        ? `${opening}${before}${quoted}${after}]`
        : `${opening}${before}${items}${separator}${quoted}${after}]`;
    return siteText.slice(0, list.index) + added + siteText.slice(list.index + whole.length);
  }
  const indent = siteText.match(/\{\s*?\n([ \t]+)"/)?.[1] ?? '  ';
  const end = siteText.lastIndexOf('}');
  const last = siteText.slice(0, end).trimEnd();
  const newline = siteText.slice(last.length, end).includes('\n') ? '\n' : ' ';
  return `${last},${newline === '\n' ? `\n${indent}` : ' '}"locales": [${quoted}]${newline}${siteText.slice(end)}`;
}
