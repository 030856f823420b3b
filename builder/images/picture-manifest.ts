/**
 * Every picture the content names, planned once into one manifest: the names, sizes and alt of
 * each built image and how to make each file. The API's answers, the emitted files, the head, the
 * résumé and the dev server all read it, so the names the Worker answers with are the files the
 * build wrote by construction.
 */
import {
  type BuiltPictures,
  type Content,
  type ContentKey,
  collectionKeys,
  contentFiles,
  type NamedPicture,
  type PictureRecipe,
  picturesNamedIn,
} from '../../shared/content-files.ts';
import type { BuiltImage, Site } from '../../shared/schema.ts';
import { type CollectionOptions, collectionPictureNames } from '../collection-entries.ts';
import type { ContentFolder, ContentFrom } from '../content/content-folder.ts';
import { planArticlePictures } from './article-images.ts';
import type { ImageFile } from './image-files.ts';
import { planPortrait } from './portrait.ts';
import { planCardPictures } from './project-images.ts';

export type PictureManifest = {
  /** Each picture as the page names it, by recipe and name. */
  built: BuiltPictures;
  /** The owner's photo as the hero and the head show it, or null without one. */
  portrait: BuiltImage | null;
  /** Every file to emit (or serve in `npm run dev`), each encoded only when asked for. */
  files: ImageFile[];
};

type Planned = { images: Record<string, Omit<BuiltImage, 'alt'>>; files: ImageFile[] };

/** How each recipe plans its pictures (the portrait's alt is the site's). */
const recipes: Record<PictureRecipe, (names: string[], from: ContentFrom, site: Site) => Promise<Planned>> = {
  portrait: async (names, from, site) => {
    const planned = await planPortrait({ ...site, photo: names[0] }, from);
    return planned
      ? { images: { [names[0]]: planned.image }, files: planned.files }
      : { images: {}, files: [] };
  },
  card: planCardPictures,
  article: planArticlePictures,
};

/**
 * The pictures of the default language's content (a picture is the same in every language: the
 * registry's `defaultOnly`), and those the collections' entries show in every language: the
 * published entries' in a build, every entry's with `drafts` (`npm run dev`), so a draft's pictures
 * never reach dist/. Made once per build, by its model (builder/build-model.ts).
 * Throws when a named file is missing or no image, as the check says.
 */
export async function planPictureManifest(
  folder: ContentFolder,
  content: Content,
  options: CollectionOptions,
): Promise<PictureManifest> {
  const named: NamedPicture[] = [
    ...(Object.keys(contentFiles) as ContentKey[]).flatMap((key) => picturesNamedIn(key, content[key])),
    ...collectionKeys.flatMap((key) =>
      collectionPictureNames(folder, key, options).map((name) => ({
        path: '',
        name,
        recipe: 'article' as const,
      })),
    ),
  ];
  const built = { portrait: {}, card: {}, article: {} } as BuiltPictures;
  const files: ImageFile[] = [];
  for (const recipe of Object.keys(recipes) as PictureRecipe[]) {
    const names = [...new Set(named.filter((p) => p.recipe === recipe).map(({ name }) => name))];
    if (names.length === 0) continue;
    const planned = await recipes[recipe](names, folder, content.site);
    built[recipe] = planned.images;
    files.push(...planned.files);
  }
  const photo = content.site.photo;
  const portrait = photo ? ((built.portrait[photo] as BuiltImage | undefined) ?? null) : null;
  return { built, portrait, files };
}
