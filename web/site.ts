import site from 'virtual:site';

/**
 * The site's own words (content/site.json): bundled into the page, never fetched. Its initials are
 * always there: when site.json has none, the build derives them from the name
 * (builder/vite-plugin/plugins/content-check.ts), so the phone never has to.
 */
export { site };
