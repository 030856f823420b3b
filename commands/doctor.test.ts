import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { type CloudflareScenario, startCloudflareApiStandIn } from '../testing/cloudflare-api-stand-in.ts';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { testContent, writeTestContent } from '../testing/test-content.ts';
import { wranglerStandIn } from '../testing/wrangler-stand-in.ts';
import { formatReport } from './doctor/print.ts';
import { type CheckResult, type DoctorReport, doctorReportSchema } from './doctor/report.ts';
import { runDoctor } from './doctor/run-doctor.ts';
import { importPlaceholderSiteUrl, sampleSiteUrl } from './placeholder-site-urls.ts';

const root = join(import.meta.dirname, '..');
const temporaryDir = temporaryDirs();
const stops: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(stops.map((stop) => stop())));

const owner = { id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', name: "Aarav's account" };
const other = { id: 'ffffeeeeddddccccbbbbaaaa99998888', name: 'Client work' };
const allClear: CloudflareScenario = {
  accounts: [owner],
  subdomain: 'aarav',
  databases: ['portfolio-stats'],
  appliedMigrations: ['0001_counts.sql', '0002_contact_caps.sql'],
  secrets: [],
  zones: [{ id: 'zone-owner-example', name: 'owner.example', accountId: owner.id, emailRouting: true }],
};
/** A real-looking (made-up) widget's site key; Cloudflare's test keys are 1x…/2x…/3x…. */
const siteKey = '0x4AAAAAAADoctorTestKey1';

/** The counts' migrations, as the deploy applies them. */
const migrationFiles = readdirSync(join(root, 'migrations'))
  .filter((name) => name.endsWith('.sql'))
  .sort();

type Project = {
  /** Lines added to wrangler.toml: top-level keys, lines of its [vars], and blocks after it. */
  topLevel?: string;
  vars?: string;
  blocks?: string;
  site?: Partial<typeof testContent.site>;
  /** Files added to dist/, by path. */
  dist?: Record<string, string>;
  /**
   * With the built Worker, the bundle check runs wrangler's dry run (a second of CPU); without it,
   * it only warns, so the tests of other checks leave it out and stay fast.
   */
  built?: boolean;
  withoutAssets?: boolean;
};

/** A project folder as the deploy sees it: the repository's wrangler.toml and migrations, a build, content. */
async function project({
  topLevel = '',
  vars = '',
  blocks = '',
  site = {},
  dist = {},
  built = false,
  withoutAssets = false,
}: Project = {}) {
  const dir = await temporaryDir('doctor-');
  const config = await readFile(join(root, 'wrangler.toml'), 'utf8');
  await writeFile(join(dir, 'wrangler.toml'), `${topLevel}\n${config}\n${vars}\n${blocks}\n`);
  await cp(join(root, 'migrations'), join(dir, 'migrations'), { recursive: true });
  const files = {
    // The built Worker exports what wrangler.toml binds: its fetch, and the caps' Durable Object class.
    ...(built
      ? {
          'worker/index.js':
            'export default { fetch: () => new Response("ok") };\nexport class ContactCaps {}\n',
        }
      : {}),
    ...(withoutAssets ? {} : { 'client/index.html': '<!doctype html><title>Portfolio</title>\n' }),
    ...dist,
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, 'dist', path, '..'), { recursive: true });
    await writeFile(join(dir, 'dist', path), text);
  }
  const contentDir = await mkdir(join(dir, 'content'), { recursive: true }).then(() => join(dir, 'content'));
  await writeTestContent(contentDir, {
    ...testContent,
    site: { ...testContent.site, siteUrl: 'https://owner.example', ...site },
  });
  return { projectDir: dir, contentDir };
}

/** The environment of a run against a stand-in: its own wrangler home, a fake token, no real account. */
async function standInEnv(scenario: CloudflareScenario, env: NodeJS.ProcessEnv = {}, oauthToken?: string) {
  const standIn = await startCloudflareApiStandIn(scenario);
  stops.push(standIn.stop);
  const wranglerHome = await temporaryDir('doctor-wrangler-home-');
  if (oauthToken) {
    // What `wrangler login` leaves in wrangler's home: a token that has not expired.
    await mkdir(join(wranglerHome, '.wrangler', 'config'), { recursive: true });
    await writeFile(
      join(wranglerHome, '.wrangler', 'config', 'default.toml'),
      `oauth_token = "${oauthToken}"\nexpiration_time = "2099-01-01T00:00:00.000Z"\nrefresh_token = "refresh"\nscopes = ["account:read", "user:read", "workers:write", "d1:write", "workers_kv:write"]\n`,
    );
  }
  const {
    CLOUDFLARE_API_TOKEN,
    CLOUDFLARE_ACCOUNT_ID,
    CLOUDFLARE_API_BASE_URL,
    TURNSTILE_SECRET_KEY,
    ...base
  } = process.env;
  return {
    standIn,
    env: {
      ...base,
      XDG_CONFIG_HOME: wranglerHome,
      CLOUDFLARE_API_BASE_URL: standIn.baseUrl,
      CLOUDFLARE_API_TOKEN: oauthToken ? undefined : 'fake-token-for-the-stand-in',
      ...env,
    },
  };
}

async function doctor(
  options: {
    scenario?: CloudflareScenario;
    env?: NodeJS.ProcessEnv;
    offline?: boolean;
    nodeVersion?: string;
    /** Logged in with `wrangler login` (this OAuth token) instead of CLOUDFLARE_API_TOKEN. */
    oauthToken?: string;
    /** Names the login's e-mail and the accounts, as `--verbose` does. */
    verbose?: boolean;
    /**
     * The wrangler CLI itself, for what only it can show (its dry run, its requests); otherwise the
     * stand-in answers each command in this process, a second or two of CPU less apiece.
     */
    realWrangler?: boolean;
  } & Project = {},
) {
  const {
    scenario = allClear,
    env,
    offline = false,
    nodeVersion,
    oauthToken,
    verbose,
    realWrangler = false,
    ...layout
  } = options;
  const { standIn, env: runEnv } = await standInEnv(scenario, env, oauthToken);
  const folders = await project(layout);
  const report = await runDoctor({
    ...folders,
    env: runEnv,
    offline,
    nodeVersion,
    verbose,
    offlineProxy: standIn.proxyUrl,
    ...(!realWrangler && { wranglerRunner: wranglerStandIn }),
  });
  return {
    report,
    projectDir: folders.projectDir,
    requests: standIn.requests,
    accountTokens: standIn.accountTokens,
    printed: formatReport(report),
  };
}

const check = (report: DoctorReport, id: string): CheckResult => {
  const found = report.checks.find((result) => result.id === id);
  if (!found) throw new Error(`no check ${id} in ${JSON.stringify(report)}`);
  return found;
};
const failures = (report: DoctorReport) =>
  report.checks.filter(({ status }) => status === 'failure').map(({ id }) => id);

const emailOn = {
  vars: 'CONTACT_EMAIL_TO = "aarav@owner.example"\nCONTACT_EMAIL_FROM = "portfolio@owner.example"',
  blocks: '[[send_email]]\nname = "CONTACT_EMAIL"\ndestination_address = "aarav@owner.example"',
};

describe.concurrent('npm run doctor against the Cloudflare API stand-in', { timeout: 60_000 }, () => {
  // The real wrangler CLI answers every command of the doctor's here, once; the same run with the
  // stand-in the other tests use must report the same, or the stand-in no longer answers as wrangler
  // does. The stand-in's run has no build: the dry run it would hand to the real wrangler is this one's.
  it('gives the all-clear to a project ready to deploy, and says what the deploy will do', {
    timeout: 120_000,
  }, async () => {
    const ready = (realWrangler: boolean) =>
      doctor({
        realWrangler,
        built: realWrangler,
        ...emailOn,
        site: { turnstileSiteKey: siteKey },
        scenario: {
          ...allClear,
          secrets: ['TURNSTILE_SECRET_KEY'],
          emailAddresses: [{ email: 'aarav@owner.example', verified: '2026-01-01T00:00:00Z' }],
        },
      });
    const [{ report, printed, requests, projectDir }, standIn] = await Promise.all([
      ready(true),
      ready(false),
    ]);
    // Each run has its own project folder, which the content check names.
    const inAnyFolder = (said: DoctorReport, folder: string) =>
      JSON.parse(
        JSON.stringify({ checks: said.checks.filter(({ id }) => id !== 'bundle') }).replaceAll(
          folder,
          '<project>',
        ),
      );
    expect(inAnyFolder(standIn.report, standIn.projectDir)).toEqual(inAnyFolder(report, projectDir));
    expect(new Set(standIn.requests)).toEqual(new Set(requests));
    expect(report.checks.filter(({ status }) => status !== 'ok')).toEqual([]);
    // The stand-in's database has the first two applied; the rest of migrations/ is pending.
    expect(check(report, 'migrations').finding).toContain(
      `will apply ${migrationFiles.length - 2} migrations to portfolio-stats: ${migrationFiles.slice(2).join(', ')}`,
    );
    expect(check(report, 'workers-dev').finding).toContain('https://portfolio.aarav.workers.dev');
    expect(printed).toMatch(/^✓ node-version/);
    expect(printed).toMatch(/All clear\.$/);
  });

  it('fails an account without a workers.dev subdomain, with the page that registers one; a database not made yet is fine', async () => {
    // A first deploy: no database, and no Worker yet to hold a secret.
    const { report, printed } = await doctor({
      scenario: { ...allClear, subdomain: undefined, databases: [], secrets: undefined },
      verbose: true,
    });
    expect(failures(report)).toEqual(['workers-dev']);
    expect(check(report, 'workers-dev').finding).toContain('10063');
    expect(check(report, 'workers-dev').fix).toContain(
      `https://dash.cloudflare.com/${owner.id}/workers/onboarding`,
    );
    expect(check(report, 'migrations')).toMatchObject({
      status: 'ok',
      finding: expect.stringContaining(`will create it and apply ${migrationFiles.length} migrations`),
    });
    expect(printed).toContain('✗ workers-dev');
    expect(printed).toContain('fix: Open https://dash.cloudflare.com/');
  });

  it('fails a token for another account (code 10000) and says so', async () => {
    const { report } = await doctor({ env: { CLOUDFLARE_ACCOUNT_ID: other.id }, verbose: true });
    expect(failures(report)).toEqual(expect.arrayContaining(['account', 'd1-rights', 'kv-rights']));
    expect(check(report, 'account').finding).toContain(`${owner.name}: ${owner.id}`);
    expect(check(report, 'd1-rights').finding).toContain(
      `[code: 10000]: the account ${other.id} is not one of this token's accounts`,
    );
    expect(check(report, 'd1-rights').fix).toContain('CLOUDFLARE_ACCOUNT_ID');
  });

  it('fails several accounts with none chosen, listing them and naming CLOUDFLARE_ACCOUNT_ID', async () => {
    const { report } = await doctor({ scenario: { ...allClear, accounts: [owner, other] }, verbose: true });
    expect(failures(report)).toEqual(['account']);
    expect(check(report, 'account').finding).toContain(
      `${owner.name}: ${owner.id}\n  ${other.name}: ${other.id}`,
    );
    expect(check(report, 'account').fix).toContain('Set CLOUDFLARE_ACCOUNT_ID');
    expect(check(report, 'd1-rights').status).toBe('skipped');
  });

  it('fails a token without D1 rights (code 7403): it needs D1 · Edit', async () => {
    const { report } = await doctor({ scenario: { ...allClear, d1Denied: true } });
    expect(failures(report)).toEqual(['d1-rights']);
    expect(check(report, 'd1-rights').finding).toContain('[code: 7403]');
    expect(check(report, 'd1-rights').fix).toContain('Account · D1 · Edit');
    expect(check(report, 'migrations').status).toBe('skipped');
  });

  it('fails e-mail sent to an address Email Routing has not verified', async () => {
    const { report } = await doctor({
      ...emailOn,
      scenario: { ...allClear, emailAddresses: [{ email: 'aarav@owner.example', verified: null }] },
    });
    expect(failures(report)).toEqual(['email-destination']);
    expect(check(report, 'email-destination').finding).toContain(
      'aarav@owner.example is an Email Routing destination of this account but not verified',
    );
    expect(check(report, 'email-destination').fix).toContain('Open the link');
  });

  it('fails e-mail sent from a domain without Email Routing', async () => {
    const { report } = await doctor({
      ...emailOn,
      scenario: {
        ...allClear,
        emailAddresses: [{ email: 'aarav@owner.example', verified: '2026-01-01T00:00:00Z' }],
        zones: [
          { id: 'zone-owner-example', name: 'owner.example', accountId: owner.id, emailRouting: false },
        ],
      },
    });
    expect(failures(report)).toEqual(['email-sender-domain']);
    expect(check(report, 'email-sender-domain').fix).toContain('Email Routing → Enable');
  });

  it('fails a route on a domain of another account', async () => {
    const { report } = await doctor({
      topLevel: 'routes = [{ pattern = "www.client.example/*", zone_name = "client.example" }]',
      env: { CLOUDFLARE_ACCOUNT_ID: owner.id },
      verbose: true,
      scenario: {
        ...allClear,
        accounts: [owner, other],
        zones: [{ id: 'zone-client', name: 'client.example', accountId: other.id }],
      },
    });
    expect(failures(report)).toEqual(['route-zones']);
    expect(check(report, 'route-zones').finding).toContain(
      `its zone client.example is in account ${other.id}, not ${owner.id}`,
    );
    expect(report.checks.map(({ id }) => id)).not.toContain('workers-dev');
  });

  it('refuses a token holding a line break before any request, and no finding shows it', async () => {
    const secret = 'fake-token-for-the-stand-in';
    const pasted = `${secret.slice(0, 12)}\n${secret.slice(12)}`;
    const { report, printed, requests } = await doctor({ env: { CLOUDFLARE_API_TOKEN: pasted } });
    expect(requests).toEqual([]);
    expect(failures(report)).toEqual(['login']);
    expect(check(report, 'login').finding).toBe(
      'CLOUDFLARE_API_TOKEN holds a line break at character 13 of 28, which no Cloudflare token has (its value is not shown).',
    );
    expect(check(report, 'account').status).toBe('skipped');
    // Neither the report for a person nor --json's holds the token, or a piece of it.
    for (const output of [printed, JSON.stringify(report, null, 2)])
      for (const piece of [secret.slice(0, 12), secret.slice(12)]) expect(output).not.toContain(piece);
  });

  // Two runs of the doctor: twice the time.
  it('names no account id and no e-mail without --verbose, as a public CI log needs, and both with it', {
    timeout: 120_000,
  }, async () => {
    const run = (verbose: boolean) =>
      doctor({
        env: { CLOUDFLARE_ACCOUNT_ID: other.id },
        // Cloudflare names a new account after its owner's e-mail.
        scenario: { ...allClear, accounts: [{ ...owner, name: "owner@example.com's Account" }] },
        verbose,
      });
    const quiet = await run(false);
    const verbose = await run(true);
    for (const output of [quiet.printed, JSON.stringify(quiet.report, null, 2)]) {
      expect(output).not.toContain(owner.id);
      expect(output).not.toContain(other.id);
      expect(output).not.toContain('owner@example.com');
    }
    expect(check(quiet.report, 'account').finding).toContain(
      '`npm run doctor -- --verbose` lists their names and ids',
    );
    expect(check(quiet.report, 'd1-rights').finding).toContain('the account [account id] is not one');
    const said = `${verbose.printed}\n${JSON.stringify(verbose.report)}`;
    expect(said).toContain(owner.id);
    expect(said).toContain(other.id);
    expect(check(verbose.report, 'login').finding).toContain('owner@example.com');
  });

  it("asks with the login's token after `wrangler login`, where no CLOUDFLARE_API_TOKEN is given", async () => {
    const { report, accountTokens } = await doctor({ oauthToken: 'oauth-token-of-the-login' });
    expect(failures(report)).toEqual([]);
    expect(check(report, 'login').finding).toContain('OAuth Token');
    expect(new Set(accountTokens)).toEqual(new Set(['oauth-token-of-the-login']));
  });

  it('fails without a login or token, saying how to give one', async () => {
    const { report } = await doctor({ env: { CLOUDFLARE_API_TOKEN: undefined } });
    expect(failures(report)).toEqual(['login']);
    expect(check(report, 'login').fix).toContain('npx wrangler login');
    expect(check(report, 'login').fix).toContain('CLOUDFLARE_API_TOKEN');
    expect(check(report, 'workers-dev').status).toBe('skipped');
  });

  it("fails a Turnstile site key without the Worker's secret", async () => {
    const { report } = await doctor({ site: { turnstileSiteKey: siteKey } });
    expect(failures(report)).toEqual(['turnstile-secret']);
    expect(check(report, 'turnstile-secret').fix).toContain('npx wrangler secret put TURNSTILE_SECRET_KEY');
  });

  it('suggests Turnstile, with a warning that does not stop a deploy, after a day the contact form was full', async () => {
    const fullDay = new Date().toISOString().slice(0, 10);
    const { report } = await doctor({ scenario: { ...allClear, fullDays: [fullDay] } });
    expect(failures(report)).toEqual([]);
    expect(check(report, 'turnstile-secret')).toMatchObject({
      status: 'warning',
      finding: expect.stringContaining(
        `Turnstile is off, and on ${fullDay} the contact form took its most messages for a day`,
      ),
      fix: expect.stringContaining('Turnstile, a bot check'),
    });
    // With Turnstile on, the full day is not asked about.
    const on = await doctor({
      site: { turnstileSiteKey: siteKey },
      scenario: { ...allClear, secrets: ['TURNSTILE_SECRET_KEY'], fullDays: [fullDay] },
    });
    expect(check(on.report, 'turnstile-secret').status).toBe('ok');
  });

  it('--offline runs the local checks and makes no request at all', async () => {
    // The real wrangler's dry run: nothing it does leaves through the proxy.
    const { report, requests } = await doctor({ offline: true, built: true, realWrangler: true });
    expect(requests).toEqual([]);
    expect(report.checks.filter(({ status }) => status === 'ok').map(({ id }) => id)).toEqual([
      'node-version',
      'bundle',
      'content',
      'site-url',
      'email-settings',
      'turnstile-keys',
      'responses-settings',
      'leaked-secrets',
    ]);
    expect(check(report, 'login')).toEqual({
      id: 'login',
      status: 'skipped',
      finding: 'Not asked: --offline.',
    });
  });

  it('fails a Node older than wrangler needs', async () => {
    const { report } = await doctor({ offline: true, nodeVersion: 'v20.20.2' });
    const { version, engines } = JSON.parse(
      await readFile(join(root, 'node_modules/wrangler/package.json'), 'utf8'),
    );
    expect(failures(report)).toEqual(['node-version']);
    expect(check(report, 'node-version').finding).toContain(
      `Node v20.20.2 is too old: wrangler ${version} needs Node ${engines.node}`,
    );
    expect(check(report, 'node-version').fix).toContain('Install Node');
  });

  it('fails a secret baked into the built files, naming file and line but never the secret', async () => {
    const token = `ghp_${'a1B2c3D4e5'.repeat(3)}x9Y8z7`;
    const { report, printed } = await doctor({
      offline: true,
      dist: { 'client/assets/app.js': `let a = 1;\nconst token = "${token}";\n` },
    });
    expect(failures(report)).toEqual(['leaked-secrets']);
    expect(check(report, 'leaked-secrets').finding).toContain('dist/client/assets/app.js:2: a GitHub token');
    expect(printed).not.toContain(token);
  });

  it("fails Cloudflare's Turnstile test site key in production", async () => {
    const { report } = await doctor({
      offline: true,
      site: { turnstileSiteKey: '1x00000000000000000000AA' },
    });
    expect(failures(report)).toEqual(['turnstile-keys']);
    expect(check(report, 'turnstile-keys').finding).toContain("Cloudflare's test keys");
  });

  it("fails a siteverify address other than Cloudflare's in the Worker's [vars]", async () => {
    const { report } = await doctor({
      offline: true,
      vars: 'TURNSTILE_SITEVERIFY_URL = "https://stand-in.example/siteverify"',
    });
    expect(failures(report)).toEqual(['turnstile-keys']);
    expect(check(report, 'turnstile-keys').finding).toContain(
      "TURNSTILE_SITEVERIFY_URL is in the Worker's [vars] (https://stand-in.example/siteverify)",
    );
  });

  it('refuses a deploy that would let the Worker fetch loopback addresses for webmentions (local tests only)', async () => {
    const { report } = await doctor({ offline: true, vars: 'WEBMENTION_ALLOW_LOOPBACK = "on"' });
    expect(failures(report)).toEqual(['responses-settings']);
    expect(check(report, 'responses-settings')).toMatchObject({
      finding: expect.stringContaining("WEBMENTION_ALLOW_LOOPBACK is in the Worker's [vars] (on)"),
      fix: expect.stringContaining('Remove WEBMENTION_ALLOW_LOOPBACK from [vars]'),
    });
  });

  it('warns when responses and e-mail are on but the Worker cannot sign the e-mail’s moderation links', async () => {
    const responsesOn = { ...emailOn, site: { responses: { comments: true } } };
    const [without, withKey] = await Promise.all([
      doctor({ ...responsesOn, scenario: { ...allClear, secrets: [] } }),
      doctor({ ...responsesOn, scenario: { ...allClear, secrets: ['RESPONSES_SIGNING_KEY'] } }),
    ]);
    expect(check(without.report, 'responses-signing-key')).toMatchObject({
      status: 'warning',
      finding: expect.stringContaining('the Worker has no RESPONSES_SIGNING_KEY'),
      fix: expect.stringContaining('openssl rand -base64 32 | npx wrangler secret put RESPONSES_SIGNING_KEY'),
    });
    expect(check(withKey.report, 'responses-signing-key').status).toBe('ok');
  });

  it('says Cloudflare could not be reached, not that the token is bad, when no answer comes', async () => {
    const { report } = await doctor({ env: { CLOUDFLARE_API_BASE_URL: 'http://127.0.0.1:9/client/v4' } });
    const login = check(report, 'login');
    expect(login.status).toBe('failure');
    expect(login.finding).toContain("Could not reach Cloudflare's API");
    expect(login.fix).toContain('Check the network');
    expect(login.fix).not.toContain('new token');
  });

  it("fails the sample's siteUrl, and the LinkedIn import's placeholder", async () => {
    const { report } = await doctor({ offline: true, site: { siteUrl: `${sampleSiteUrl}/` } });
    expect(failures(report)).toEqual(['site-url']);
    expect(check(report, 'site-url').fix).toContain('siteUrl');
    const imported = await doctor({ offline: true, site: { siteUrl: importPlaceholderSiteUrl } });
    expect(failures(imported.report)).toEqual(['site-url']);
    expect(check(imported.report, 'site-url').finding).toContain("the LinkedIn import's placeholder");
  });

  it('fails e-mail half set up: a binding without its addresses', async () => {
    const { report } = await doctor({ offline: true, blocks: emailOn.blocks });
    expect(failures(report)).toEqual(['email-settings']);
    expect(check(report, 'email-settings').finding).toContain(
      'CONTACT_EMAIL_TO in [vars] and CONTACT_EMAIL_FROM in [vars] are missing',
    );
  });

  it("quotes wrangler's error when the deploy's dry run fails", async () => {
    const { report } = await doctor({ offline: true, built: true, withoutAssets: true, realWrangler: true });
    expect(failures(report)).toEqual(['bundle']);
    expect(check(report, 'bundle').finding).toContain(
      'The directory specified by the "assets.directory" field in your configuration file does not exist',
    );
  });
});

describe('node commands/doctor.ts --json', { timeout: 60_000 }, () => {
  it('prints the documented shape and exits 1 on a failure', async () => {
    const dir = await temporaryDir('doctor-cli-');
    // The fixture content keeps the sample's siteUrl: one failure, whatever else the repository holds.
    const result = await promisify(execFile)(
      process.execPath,
      [join(root, 'commands/doctor.ts'), '--offline', '--json'],
      {
        cwd: root,
        env: { ...process.env, XDG_CONFIG_HOME: dir },
      },
    ).catch((error: { code: number; stdout: string }) => error);
    expect('code' in result && result.code).toBe(1);
    const report = doctorReportSchema.parse(JSON.parse(result.stdout));
    expect(report.checks.find(({ id }) => id === 'site-url')?.status).toBe('failure');
    await rm(dir, { recursive: true, force: true });
    // docs/doctor.md explains every check the doctor reports, and its example is a report too.
    const documentation = await readFile(join(root, 'docs/doctor.md'), 'utf8');
    for (const { id } of report.checks) expect(documentation).toContain(`**\`${id}\`**`);
    const example = /```json\n([\s\S]*?)```/.exec(documentation)?.[1] ?? '';
    expect(() => doctorReportSchema.parse(JSON.parse(example))).not.toThrow();
  });
});
