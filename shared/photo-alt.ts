import type { Site } from './schema.ts';

/** The photo's text alternative: site.json's photoAlt, else the owner's name. Apart from the schema, which the page never bundles. */
export const photoAltOf = (site: Pick<Site, 'photoAlt' | 'ownerName'>): string =>
  site.photoAlt ?? site.ownerName;
