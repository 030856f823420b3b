import type { Site } from '../content/schema.ts';
import siteJson from '../content/site.json';

/**
 * The site's own words (content/site.json): bundled into the page, never fetched. Its initials are
 * always there: when site.json has none, the build derives them from the name
 * (content/vite-plugin.ts), so the phone never has to.
 */
export const site = siteJson as Site & { initials: string };
