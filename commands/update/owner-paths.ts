/**
 * Which files are the owner's and which the product's (docs/updates.md). The owner's are
 * everything under content/: their JSON files, pictures, posts, translations, photo, PDF and their
 * Worker's settings (content/deploy.toml). A release never writes there, and `npm run update`
 * changes a file there only to run a release's content migration, which it reports; every other
 * file of a release is the product's.
 */
import { posix } from 'node:path';

/** The one folder of the owner's files. */
export const ownerFolder = 'content';

/**
 * Whether a repository path (relative, with `/`) is one of the owner's files. Only a path in its
 * normal form counts: `content/../README.md` is README.md.
 */
export const isOwnerPath = (path: string): boolean =>
  posix.normalize(path) === path && (path === ownerFolder || path.startsWith(`${ownerFolder}/`));

/**
 * What a change needs before it deploys: `owner` when every changed file is the owner's (or none
 * changed: a scheduled run), which the owner's checks cover; `product` when any product file
 * changed, which the product's whole suite covers.
 */
export const changeKind = (paths: readonly string[]): 'owner' | 'product' =>
  paths.every(isOwnerPath) ? 'owner' : 'product';
