/**
 * What a contact message keeps of its sender's user agent: the browser's and the system's family
 * ("Firefox on Windows"), enough to reproduce a problem a visitor reports, and not the full string,
 * whose versions and device names help tie a message to the same day's visits. A handful of
 * patterns, not a user-agent library: a parser's 20 KB would ship to the edge for one line.
 */

/** In order: a browser built on another names that one too (Edge says Chrome and Safari). */
const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:Chrome|CriOS)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const systems: [name: string, pattern: RegExp][] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const first = (list: [string, RegExp][], userAgent: string) =>
  list.find(([, pattern]) => pattern.test(userAgent))?.[0];

/** "Chrome on Android", "Firefox", "on Linux", or "Other" for a user agent none of these name. */
export function browserFamilyOf(userAgent: string): string {
  const text = userAgent.slice(0, 512);
  const browser = first(browsers, text);
  const system = first(systems, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `a browser on ${system}` : 'Other');
}
