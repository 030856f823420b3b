import { describe, expect, it } from 'vitest';
import { credentialShapeProblem } from './credentials.ts';

const token = 'SECRETabcdefghijklmnopqrstuvwxyz0123456';

describe('a token the owner set', () => {
  it('refuses a token with a line break, a NUL, a space or a control character, without quoting it', () => {
    for (const [value, said] of [
      [`${token}\n`, 'a line break at its end'],
      [`${token.slice(0, 10)}\r\n${token.slice(10)}`, 'a line break at character 11 of 41'],
      [`${token}\0x`, 'a control character (U+0000) at character 40 of 41'],
      [` ${token}`, 'a space at character 1 of 40'],
      [`${token.slice(0, 5)}\u001b${token.slice(5)}`, 'a control character (U+001B) at character 6'],
      [`${token}é`, 'a character outside ASCII at its end'],
    ]) {
      const problem = credentialShapeProblem('CLOUDFLARE_API_TOKEN', value, 'Cloudflare') ?? '';
      expect(problem).toContain(`CLOUDFLARE_API_TOKEN holds ${said}`);
      expect(problem).not.toContain(token.slice(0, 10));
    }
    expect(credentialShapeProblem('CLOUDFLARE_API_TOKEN', token, 'Cloudflare')).toBeUndefined();
    expect(credentialShapeProblem('CLOUDFLARE_API_TOKEN', undefined, 'Cloudflare')).toBeUndefined();
  });
});
