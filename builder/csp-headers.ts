/**
 * The pages' Content-Security-Policy (web/public/_headers): scripts and styles from the site's own
 * origin, and the inline ones the build writes, each allowed by its hash.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { turnstileOrigin } from '../shared/contact.ts';

/** An inline element's text as CSP names it: `'sha256-<base64>'`. */
export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Writes the built `_headers` with the hashes of the inline `styles` and `scripts` allowed. With a
 * Turnstile site key, the contact form loads the widget's script, which draws it in a frame, both
 * from Cloudflare (docs/contact.md); without one, the policy is the file's.
 */
export function allowInline(
  dist: string,
  { styles, scripts, turnstile }: { styles: string[]; scripts: string[]; turnstile: boolean },
): void {
  const headersFile = join(dist, '_headers');
  const headers = readFileSync(headersFile, 'utf8');
  if (!headers.includes("style-src 'self';") || !headers.includes("script-src 'self';"))
    throw new Error("web/public/_headers must have script-src 'self'; and style-src 'self';");
  const origins = turnstile ? [turnstileOrigin] : [];
  writeFileSync(
    headersFile,
    headers
      .replace("style-src 'self';", `style-src 'self' ${styles.join(' ')};`)
      .replace(
        "script-src 'self';",
        `script-src 'self' ${[...scripts, ...origins].join(' ')};${origins.map((origin) => ` frame-src 'self' ${origin};`).join('')}`,
      ),
  );
}
