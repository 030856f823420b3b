/** Text written into the HTML and XML the build makes: content and addresses can hold `&`, `<` and quotes. */

/** For HTML text and double-quoted attributes (the page's head). */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The characters XML 1.0 forbids in a document, even as references: C0 controls but tab, line
 * feed and carriage return; U+FFFE and U+FFFF; and a surrogate without its pair.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what it finds.
const notInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

/** The text without the characters XML forbids (the content check refuses them first). */
export const withoutXmlForbidden = (text: string): string => text.replace(notInXml, '');

/** The first character XML forbids in the text, and where, or none. */
export function xmlForbiddenIn(text: string): { index: number; codePoint: number } | undefined {
  const match = new RegExp(notInXml.source, 'u').exec(text);
  return match ? { index: match.index, codePoint: match[0].codePointAt(0) ?? 0 } : undefined;
}

/**
 * For XML text and attributes in either quotes (the feeds and the sitemap). Drops the characters
 * XML forbids, so a file it writes always parses.
 */
export const escapeXml = (text: string): string =>
  escapeHtml(withoutXmlForbidden(text)).replace(/'/g, '&apos;');

/**
 * As escapeXml, with `&` and `<` as hexadecimal character references (`&#x26;`, `&#x3C;`): what the
 * W3C feed validator asks of an RSS feed's plain text.
 */
export const escapeXmlHex = (text: string): string =>
  withoutXmlForbidden(text)
    .replace(/&/g, '&#x26;')
    .replace(/</g, '&#x3C;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
