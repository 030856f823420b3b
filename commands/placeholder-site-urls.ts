/**
 * Site addresses that are no owner's: a site deployed with one would name someone else's domain
 * in its canonical URL, sitemap and share image. The doctor fails on each.
 */

/** The sample portfolio's address, as the product's sample/site.json gives it. */
export const sampleSiteUrl = 'https://aaravsharma.dev';

/** What `npm run import:linkedin` writes when the profile lists no website of the owner's. */
export const importPlaceholderSiteUrl = 'https://example.com';

/** The placeholder a siteUrl is, in the words the doctor uses; undefined for an owner's own address. */
export function placeholderOf(siteUrl: string): string | undefined {
  const url = siteUrl.replace(/\/+$/, '').toLowerCase();
  if (url === sampleSiteUrl) return "the sample's";
  if (url === importPlaceholderSiteUrl) return "the LinkedIn import's placeholder";
  return undefined;
}
