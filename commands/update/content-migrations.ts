/**
 * The content migrations a release carries: each brings an owner's files written for an earlier
 * format to this release's. `npm run update` runs every one, from the release's own code, after
 * the release's files are in place (migrate-content.ts); each is safe to run again, and changes
 * nothing where nothing is needed. A change to the content format adds one here and a line to
 * CHANGELOG.md.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFileOf, fileKeys, isListKind, serializeContent } from '../../builder/content/sources.ts';

export type ContentMigration = {
  /** What it does, as the update reports it. */
  title: string;
  /** Migrates the folder; gives the files it changed (relative to the folder). */
  run: (contentDir: string) => string[];
};

/** The default language's folder ('' tag) and each translation's. */
const languagesOf = (contentDir: string): (string | undefined)[] => [
  ...(existsSync(contentDir) ? [undefined] : []),
  ...(existsSync(contentDir) ? readdirSync(contentDir) : [])
    .filter(
      (name) => /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(name) && statSync(join(contentDir, name)).isDirectory(),
    )
    .sort(),
];

/**
 * 2.0.0: a list's file holds its list as "items" beside "$schema" (a JSON list cannot name its
 * schema), so an editor checks it as the owner types. The bare list still reads the same; this
 * writes it in the form the importers and the sample write.
 */
export const listFilesNameTheirSchema: ContentMigration = {
  title: 'list files name their JSON Schema ({ "$schema", "items": [...] })',
  run: (contentDir) => {
    const changed: string[] = [];
    for (const tag of languagesOf(contentDir))
      for (const key of fileKeys.filter(isListKind)) {
        const file = contentFileOf(key, tag);
        const path = join(contentDir, file);
        if (!existsSync(path)) continue;
        let json: unknown;
        try {
          json = JSON.parse(readFileSync(path, 'utf8'));
        } catch {
          continue; // the content check names a file that is not JSON, after the migrations
        }
        if (!Array.isArray(json)) continue;
        writeFileSync(path, serializeContent(key, json, { contentDir, tag }));
        changed.push(file);
      }
    return changed;
  },
};

export const contentMigrations: ContentMigration[] = [listFilesNameTheirSchema];
