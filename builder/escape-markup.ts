/** Text written into the HTML and XML the build makes: content and addresses can hold `&`, `<` and quotes. */

/** For HTML text and double-quoted attributes (the page's head). */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** For XML text and attributes in either quotes (the feeds and the sitemap). */
export const escapeXml = (text: string): string => escapeHtml(text).replace(/'/g, '&apos;');
