/**
 * Each collection's fixture (shared/content-files.ts `collectionKeys`): a folder of entries in
 * content/'s layout (`<folder>/<slug>.md`, `<tag>/<folder>/<slug>.md`) and, beside it, a
 * description `<name>.collection.json` naming what the folder alone cannot say. The variant site
 * (./variant-content.ts) adds every such folder, and e2e/collections.spec.ts walks each: a new
 * collection gets its browser tests from a fixture folder and its description, with no code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { type CollectionKey, collectionKeys, contentFiles } from '../shared/content-files.ts';

const fixturesDir = join(import.meta.dirname, 'fixtures');
const suffix = '.collection.json';

const descriptionSchema = z.strictObject({
  /** The collection's key in the registry. */
  collection: z.string().refine((key) => collectionKeys.includes(key as CollectionKey), {
    message: `is not a collection of the registry (${collectionKeys.join(', ')})`,
  }),
  /**
   * The slug of the entry that shows everything a collection's page must draw: a table, fenced
   * code, a footnote, pictures, hostile raw HTML; translated into at least one language.
   */
  entry: z.string().min(1),
  /** What its JSON-LD says beyond the generic fields (its `@type` first): matched as a subset. */
  jsonLd: z.looseObject({ '@type': z.string().min(1) }),
  /** Its `<meta property|name="…">` beyond the generic ones: each key's contents, in order. */
  meta: z.record(z.string(), z.array(z.string())).default({}),
  /**
   * The languages whose page of the entry shows the language's portfolio image, not a card of its
   * own: its title has a character the card's fonts do not draw.
   */
  portfolioImageIn: z.array(z.string()).default([]),
});

export type CollectionFixture = Omit<z.infer<typeof descriptionSchema>, 'collection'> & {
  collection: CollectionKey;
  /** The fixture folder, in content/'s layout. */
  dir: string;
  /** Its name, as its description's: "writing". */
  name: string;
  /** The folder its entries sit in under content/ (the registry's `source.folder`): "writing". */
  folder: string;
  /** The languages the rich entry is translated into, from the folder's layout: ["ar", "de"]. */
  translations: string[];
};

/** Every collection fixture beside ./fixtures, by the name of its folder; a bad description throws, naming its file. */
export function collectionFixtures(): CollectionFixture[] {
  return readdirSync(fixturesDir)
    .filter((file) => file.endsWith(suffix))
    .sort()
    .map((file) => {
      const parsed = descriptionSchema.safeParse(JSON.parse(readFileSync(join(fixturesDir, file), 'utf8')));
      if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
      const name = basename(file, suffix);
      const dir = join(fixturesDir, name);
      const collection = parsed.data.collection as CollectionKey;
      const { folder } = contentFiles[collection].source;
      if (!existsSync(join(dir, folder, `${parsed.data.entry}.md`)))
        throw new Error(`${file}: its entry has no file ${name}/${folder}/${parsed.data.entry}.md`);
      const translations = readdirSync(dir, { withFileTypes: true })
        .filter(
          (tag) => tag.isDirectory() && existsSync(join(dir, tag.name, folder, `${parsed.data.entry}.md`)),
        )
        .map((tag) => tag.name)
        .sort();
      return { ...parsed.data, collection, dir, name, folder, translations };
    });
}
