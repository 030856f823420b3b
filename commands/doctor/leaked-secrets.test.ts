import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { findLeaks } from './leaked-secrets.ts';

const temporaryDir = temporaryDirs();

describe('the leak scan', () => {
  it('names file, line and kind of each credential, and passes what is public', async () => {
    const dir = await temporaryDir('leaks-');
    await mkdir(join(dir, 'assets'));
    const lines = [
      'const siteKey = "0x4AAAAAAABkMYinukE8nzY";', // a Turnstile site key is public
      'const secret = "0x4AAAAAAABkMYinukE8nzYS_WZw7h7IhvQ";',
      'aws = "AKIAIOSFODNN7EXAMPLE"',
      '-----BEGIN OPENSSH PRIVATE KEY-----',
      `CLOUDFLARE_API_TOKEN=${'Ab3_'.repeat(10)}`,
      'turnstile: 2x0000000000000000000000000000000AA',
      `headers: { token: "cfut_${'x7Kq2'.repeat(8)}a1b2c3" }`,
    ];
    await writeFile(join(dir, 'assets', 'app.js'), lines.join('\n'));
    await writeFile(
      join(dir, 'photo.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0x41, 0x4b, 0x49, 0x41]),
    );
    expect(await findLeaks([dir], dir)).toEqual([
      { file: 'assets/app.js', line: 2, kind: 'a Turnstile secret key' },
      { file: 'assets/app.js', line: 3, kind: 'an AWS access key ID' },
      { file: 'assets/app.js', line: 4, kind: 'a private key' },
      { file: 'assets/app.js', line: 5, kind: 'a Cloudflare API token' },
      { file: 'assets/app.js', line: 6, kind: 'a Turnstile test secret key' },
      { file: 'assets/app.js', line: 7, kind: 'a Cloudflare API token or key' },
    ]);
  });
});
