import { describe, expect, it } from 'vitest';
import { cloudflareApi } from './cloudflare-api.ts';
import type { DoctorContext } from './context.ts';

describe('cloudflareApi', () => {
  it('keeps a token that fetch refuses out of the error it answers with', async () => {
    const token = 'SECRETabcdefghij\nklmnopqrstuvwxyz';
    const context = {
      // A closed loopback port: the header is refused before any connection anyway.
      env: { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_API_BASE_URL: 'http://127.0.0.1:9' },
    } as unknown as DoctorContext;
    const answer = await cloudflareApi(context, '/user');
    expect(answer.success).toBe(false);
    const said = JSON.stringify(answer);
    expect(said).not.toContain('SECRETabcdefghij');
    expect(said).not.toContain('klmnopqrstuvwxyz');
  });
});
