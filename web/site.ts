import type { Site } from '../content/schema.ts';
import siteJson from '../content/site.json';

/** The site's own words (content/site.json): bundled into the page, never fetched. */
export const site: Site = siteJson;
