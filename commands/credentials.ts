/**
 * The tokens the owner's commands ask with (the doctor's Cloudflare token, the sync's GitHub
 * token) are never shown: one that cannot be a token is refused in words that do not quote it, and
 * what a command prints is scrubbed of it, whole or in pieces.
 */

/** The first character no token has: a control character, a space, or one outside ASCII. */
const notInToken = /[^!-~]/;

const describe = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  if (character === '\n' || character === '\r') return 'a line break';
  if (character === ' ' || character === '\t') return 'a space';
  if (code < 0x20 || code === 0x7f)
    return `a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
  return 'a character outside ASCII';
};

/**
 * Why a credential cannot be a `service` token or key, in words that do not quote it; undefined
 * when it can. Node's fetch puts a header value it refuses (a line break, a NUL) whole in its
 * error, so such a value is refused before any request.
 */
export function credentialShapeProblem(
  name: string,
  value: string | undefined,
  service: string,
): string | undefined {
  if (value === undefined || value === '') return undefined;
  const at = value.search(notInToken);
  if (at === -1) return undefined;
  const where = at === value.length - 1 ? 'at its end' : `at character ${at + 1} of ${value.length}`;
  return `${name} holds ${describe(value[at] ?? '')} ${where}, which no ${service} token has (its value is not shown).`;
}

/** Each credential set, and each run of it between characters a token lacks (what an error may quote). */
export const secretsOf = (values: (string | undefined)[]): string[] =>
  values
    .filter((value): value is string => Boolean(value))
    .flatMap((value) => [value, ...value.split(/[^!-~]+/).filter((part) => part.length >= 8)]);

/** The text with each of `values` (of 4 characters or more) replaced by `by`. */
export function replaceValues(text: string, values: string[], by: string): string {
  // The longest first: a part of a value never leaves the rest of it behind.
  return [...new Set(values)]
    .filter((value) => value.length >= 4)
    .sort((a, b) => b.length - a.length)
    .reduce((out, value) => out.replaceAll(value, by), text);
}

/** The text with every secret (`secretsOf`) shown as "[token]". */
export const withSecretsHidden = (text: string, secrets: string[]): string =>
  replaceValues(text, secrets, '[token]');
