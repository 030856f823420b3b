import { describe, expect, it } from 'vitest';
import { redacted, secretsIn } from './redact.ts';
import { failure } from './report.ts';

const token = 'SECRETabcdefghijklmnopqrstuvwxyz0123456';

describe('the doctor never shows a secret', () => {
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
