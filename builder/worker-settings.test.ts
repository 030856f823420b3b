import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWorkerSettings, withWorkerSettings, workerSettingsProblem } from './worker-settings.ts';

/** An owner's content folder holding only deploy.toml with `text`. */
const ownerFolder = (text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'worker-settings-'));
  writeFileSync(join(dir, 'deploy.toml'), text);
  return dir;
};

const product = {
  name: 'portfolio',
  compatibility_date: '2026-10-01',
  vars: { COUNTING: 'on', CONTACT_DAILY_CAP: '200' },
};

describe("the owner's Worker settings (content/deploy.toml)", () => {
  it('are none when the owner has no file: the product’s configuration stands', () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-settings-'));
    expect(readWorkerSettings(dir)).toEqual({});
    expect(withWorkerSettings(product, readWorkerSettings(dir))).toEqual(product);
  });

  it("give the Worker the owner's name, domain, e-mail and caps over the product's defaults", () => {
    const dir = ownerFolder(`name = "jane-doe"
routes = [{ pattern = "jane.dev", custom_domain = true }]

[[send_email]]
name = "CONTACT_EMAIL"
destination_address = "jane@jane.dev"

[vars]
CONTACT_DAILY_CAP = 50
CONTACT_EMAIL_TO = "jane@jane.dev"
RESPONSES_REJECTED_RETENTION_DAYS = 7
`);
    expect(withWorkerSettings(product, readWorkerSettings(dir))).toEqual({
      name: 'jane-doe',
      compatibility_date: '2026-10-01',
      routes: [{ pattern: 'jane.dev', custom_domain: true }],
      send_email: [{ name: 'CONTACT_EMAIL', destination_address: 'jane@jane.dev' }],
      vars: {
        COUNTING: 'on',
        CONTACT_DAILY_CAP: '50',
        CONTACT_EMAIL_TO: 'jane@jane.dev',
        RESPONSES_REJECTED_RETENTION_DAYS: '7',
      },
    });
  });

  it("refuse the product's own keys and unknown vars, naming the file, the setting and the reason", () => {
    const dir = ownerFolder('name = "Jane Site"\ncompatibility_date = "2020-01-01"\n[vars]\nAPI_KEY = "x"\n');
    expect(workerSettingsProblem(dir)?.split('\n')).toEqual([
      'content/deploy.toml: $.name: must be lowercase letters, digits and hyphens (at most 63)',
      `content/deploy.toml: $.vars: "API_KEY" is not a setting of yours here (wrangler.toml keeps the product's)`,
      `content/deploy.toml: $: "compatibility_date" is not a setting of yours here (wrangler.toml keeps the product's)`,
    ]);
  });

  it('say on which line a file is not TOML', () => {
    expect(workerSettingsProblem(ownerFolder('name = "jane"\nroutes = [\n'))).toMatch(
      /^content\/deploy\.toml: line 3: /,
    );
  });

  it('take e-mail only through the binding the Worker sends with', () => {
    expect(workerSettingsProblem(ownerFolder('[[send_email]]\nname = "MAIL"\n'))).toBe(
      'content/deploy.toml: $.send_email[0].name: must be "CONTACT_EMAIL", the binding the Worker sends with',
    );
  });
});
