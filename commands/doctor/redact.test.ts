import { describe, expect, it } from 'vitest';
import { credentialShapeProblem, redacted, secretsIn } from './redact.ts';
import { failure } from './report.ts';

const token = 'SECRETabcdefghijklmnopqrstuvwxyz0123456';

describe('the doctor never shows a secret', () => {
  it('refuses a token with a line break, a NUL, a space or a control character, without quoting it', () => {
    for (const [value, said] of [
      [`${token}\n`, 'a line break at its end'],
      [`${token.slice(0, 10)}\r\n${token.slice(10)}`, 'a line break at character 11 of 41'],
      [`${token}\0x`, 'a control character (U+0000) at character 40 of 41'],
      [` ${token}`, 'a space at character 1 of 40'],
      [`${token.slice(0, 5)}\u001b${token.slice(5)}`, 'a control character (U+001B) at character 6'],
      [`${token}é`, 'a character outside ASCII at its end'],
    ]) {
      const problem = credentialShapeProblem('CLOUDFLARE_API_TOKEN', value) ?? '';
      expect(problem).toContain(`CLOUDFLARE_API_TOKEN holds ${said}`);
      expect(problem).not.toContain(token.slice(0, 10));
    }
    expect(credentialShapeProblem('CLOUDFLARE_API_TOKEN', token)).toBeUndefined();
    expect(credentialShapeProblem('CLOUDFLARE_API_TOKEN', undefined)).toBeUndefined();
  });

  it('scrubs the token from every finding and fix, whole or in the pieces a line break leaves', () => {
    const bad = `${token.slice(0, 20)}\n${token.slice(20)}`;
    const report = redacted(
      {
        checks: [
          failure('login', `Headers.append: "Bearer ${bad}" is an invalid header value`, 'report it'),
          failure(
            'd1-rights',
            `wrangler said: token ${token.slice(20)} refused`,
            `not ${token.slice(0, 20)}`,
          ),
        ],
      },
      { secrets: secretsIn({ CLOUDFLARE_API_TOKEN: bad }), accountIds: [], emails: [] },
      true,
    );
    const text = JSON.stringify(report);
    expect(text).not.toContain(token.slice(0, 20));
    expect(text).not.toContain(token.slice(20));
    expect(report.checks[0]?.finding).toBe('Headers.append: "Bearer [token]" is an invalid header value');
  });

  it('leaves out account ids and the login e-mail unless verbose', () => {
    const report = {
      checks: [failure('account', 'a1b2c3d4e5f6 of owner@example.com', 'set a1b2c3d4e5f6')],
    };
    const hidden = { secrets: [], accountIds: ['a1b2c3d4e5f6'], emails: ['owner@example.com'] };
    expect(redacted(report, hidden, false).checks[0]).toMatchObject({
      finding: '[account id] of [e-mail]',
      fix: 'set [account id]',
    });
    expect(redacted(report, hidden, true)).toEqual(report);
  });
});
