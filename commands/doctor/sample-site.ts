/**
 * The sample portfolio's address, as the committed content/site.json gives it: a site deployed
 * with it would name someone else's domain in its canonical URL, sitemap and share image.
 */
export const sampleSiteUrl = 'https://aaravsharma.dev';
