import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteMap } from '../builder/build-model.ts';
import { responsePagesOf } from '../builder/site-map.ts';
import { collectionFixtures } from '../testing/collection-fixtures.ts';
import { fixtureContentDir } from '../testing/fixture-content.ts';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { readWorkflow } from '../testing/workflow-job.ts';
import { type LocalState, openLocalState } from './local-state.ts';
import { entryOfPage, type PublishedEntry, type PublishedSite } from './webmentions/published-entries.ts';
import { runSend, type SendOptions } from './webmentions/run-send.ts';
import { sentStateIn } from './webmentions/sent-state.ts';
import { page, standInTargets } from './webmentions/stand-in-targets.ts';
import { webmentionsSendCommand } from './webmentions-send.ts';

const temporaryDir = temporaryDirs();
let persistTo: string;
let state: LocalState;

/**
 * The sent state in a real local D1 (as `--local` keeps it), given the tables of migrations/ the
 * way commands/stats.test.ts does: through the binding, with no wrangler launch.
 */
beforeAll(async () => {
  persistTo = await temporaryDir('sent-state-');
  state = await openLocalState(persistTo);
  // jsdom's first import takes seconds on a busy machine: paid here, not by the first test's timeout.
  await import('jsdom');
  const migrations = join(import.meta.dirname, '..', 'migrations');
  for (const file of (await readdir(migrations)).filter((name) => name.endsWith('.sql')).sort())
    await state.env.STATS.prepare(await readFile(join(migrations, file), 'utf8')).all();
}, 60_000);
afterAll(() => state?.dispose());
beforeEach(async () => {
  await state.env.STATS.prepare('DELETE FROM sent_webmentions').all();
});

/** The state the tests hold open, as `--local --persist-to` opens it. */
const heldState = async () => ({ env: state.env, dispose: async () => {} });
const sentState = () => sentStateIn({ kind: 'local', persistTo }, heldState);

const post = 'https://owner.example/writing/hello/';
const otherPost = 'https://owner.example/de/writing/hallo/';
const [linkHeaderSite, linkElementSite, noEndpointSite, failingSite] = [
  'https://a.example/post',
  'https://b.example/notes/page',
  'https://c.example/plain',
  'https://d.example/down',
];

/** The other sites: two with endpoints, one with none, one whose endpoint fails (503). */
const sites = () =>
  standInTargets({
    [linkHeaderSite]: { headers: { link: '</webmention>; rel="webmention"' } },
    'https://a.example/webmention': { endpoint: true },
    [linkElementSite]: page('<link rel="webmention" href="https://wm.b.example/receive">'),
    'https://wm.b.example/receive': { endpoint: true },
    [noEndpointSite]: page(''),
    [failingSite]: page('<link rel="webmention" href="/wm">'),
    'https://d.example/wm': { endpoint: true, status: 503 },
  });

const siteOf = (entries: PublishedEntry[], webmentions = true): PublishedSite => ({
  setting: { comments: false, webmentions, approveMentionsFrom: [] },
  siteUrl: 'https://owner.example',
  entries,
  unbuilt: [],
});

/** A run against `sites`, recording in the local state. */
async function send(site: PublishedSite, targets: ReturnType<typeof sites>, options: SendOptions = {}) {
  const outcome = await runSend(site, sentState(), { ...targets.options, ...options });
  expect(outcome.code).toBe(0);
  return outcome.stdout;
}

/** What the endpoints received, in any order: targets are asked several at once. */
const posted = (targets: ReturnType<typeof sites>) =>
  targets.posts.map(({ endpoint, source, target }) => `${endpoint} ${source} ${target}`).sort();

describe('npm run webmentions:send, run after run', { timeout: 30_000 }, () => {
  it('sends each link its source and target once, form-encoded, to its endpoint; a second run asks no site again', async () => {
    const entry = {
      source: post,
      fingerprint: 'v1',
      targets: [linkHeaderSite, linkElementSite, noEndpointSite],
    };
    const first = sites();
    const printed = await send(siteOf([entry]), first);
    expect(posted(first)).toEqual([
      `https://a.example/webmention ${post} ${linkHeaderSite}`,
      `https://wm.b.example/receive ${post} ${linkElementSite}`,
    ]);
    expect(printed).toContain(`no endpoint  ${post} -> ${noEndpointSite} (new link)`);
    expect(printed).toContain('2 sent, 1 no endpoint.');

    const second = sites();
    expect(await send(siteOf([entry]), second)).toBe(
      'Nothing new to notify since the last run (1 entry, 3 links).\n',
    );
    expect(second.asked).toEqual([]);
  });

  it('sends only the new links on a second run: a new entry’s, not those of an entry unchanged', async () => {
    const hello = { source: post, fingerprint: 'v1', targets: [linkHeaderSite] };
    await send(siteOf([hello]), sites());
    const second = sites();
    await send(siteOf([hello, { source: otherPost, fingerprint: 'v1', targets: [linkElementSite] }]), second);
    expect(posted(second)).toEqual([`https://wm.b.example/receive ${otherPost} ${linkElementSite}`]);
  });

  it('re-sends every link of an entry that changed, the one it removed included, and then no more', async () => {
    await send(
      siteOf([{ source: post, fingerprint: 'v1', targets: [linkHeaderSite, linkElementSite] }]),
      sites(),
    );
    const edited = siteOf([{ source: post, fingerprint: 'v2', targets: [linkHeaderSite] }]);
    const second = sites();
    const printed = await send(edited, second);
    expect(posted(second)).toEqual([
      `https://a.example/webmention ${post} ${linkHeaderSite}`,
      `https://wm.b.example/receive ${post} ${linkElementSite}`,
    ]);
    expect(printed).toContain(`sent         ${post} -> ${linkElementSite} (link removed)`);
    const third = sites();
    await send(edited, third);
    expect(third.posts).toEqual([]);
  });

  it('tells each page an unpublished entry had mentioned, whose receivers then find it gone', async () => {
    await send(
      siteOf([{ source: post, fingerprint: 'v1', targets: [linkHeaderSite, noEndpointSite] }]),
      sites(),
    );
    const second = sites();
    const printed = await send(siteOf([]), second);
    // The page that had no endpoint was never told of the entry: it is not told of its removal.
    expect(posted(second)).toEqual([`https://a.example/webmention ${post} ${linkHeaderSite}`]);
    expect(printed).toContain('(entry unpublished)');
    const third = sites();
    expect(await send(siteOf([]), third)).toContain('Nothing new');
  });

  it('tells nothing of an entry the content publishes but the build has no page for yet, neither its links nor their removal', async () => {
    await send(siteOf([{ source: post, fingerprint: 'v1', targets: [linkHeaderSite] }]), sites());
    const second = sites();
    const printed = await send({ ...siteOf([]), unbuilt: [post] }, second);
    expect(second.posts).toEqual([]);
    expect(printed).toContain(`not built    ${post}: the build has no page for it yet`);
    expect(await sentState().read()).toHaveLength(1);
  });

  it('tries a failed endpoint again on the next run, and says so without failing the run', async () => {
    const entry = { source: post, fingerprint: 'v1', targets: [failingSite, linkHeaderSite] };
    const first = sites();
    const printed = await send(siteOf([entry]), first);
    expect(printed).toContain(
      `failed       ${post} -> ${failingSite} (new link): https://d.example/wm answered 503`,
    );
    expect(printed).toContain('1 sent, 1 failed. The failed ones are tried again on the next run.');
    const second = sites();
    await send(siteOf([entry]), second);
    expect(posted(second)).toEqual([`https://d.example/wm ${post} ${failingSite}`]);
  });

  it('--dry-run says what it would send and sends and records nothing', async () => {
    const entry = { source: post, fingerprint: 'v1', targets: [linkHeaderSite, noEndpointSite] };
    const dry = sites();
    const printed = await send(siteOf([entry]), dry, { dryRun: true });
    expect(dry.posts).toEqual([]);
    expect(dry.asked.filter((request) => request.startsWith('POST'))).toEqual([]);
    expect(printed).toContain('Dry run, nothing sent or recorded (1 entry, 2 links):');
    expect(printed).toContain(
      `would send   ${post} -> ${linkHeaderSite} (new link): to https://a.example/webmention`,
    );
    const real = sites();
    await send(siteOf([entry]), real);
    expect(posted(real)).toEqual([`https://a.example/webmention ${post} ${linkHeaderSite}`]);
  });

  it('sends nothing, and reads no state, while site.json leaves webmentions off', async () => {
    const targets = sites();
    const unread = {
      read: () => Promise.reject(new Error('read')),
      write: () => Promise.reject(new Error('write')),
    };
    const outcome = await runSend(
      siteOf([{ source: post, fingerprint: 'v1', targets: [linkHeaderSite] }], false),
      unread,
      targets.options,
    );
    expect(outcome).toEqual({
      code: 0,
      stdout: 'Webmentions are off (site.json responses.webmentions): nothing is sent.\n',
      stderr: '',
    });
    expect(targets.asked).toEqual([]);
  });

  it('keeps a URL with a quote whole in the state', async () => {
    const quoted = "https://a.example/it's-here";
    const targets = standInTargets({
      [quoted]: page('<link rel="webmention" href="/webmention">'),
      'https://a.example/webmention': { endpoint: true },
    });
    const entry = { source: post, fingerprint: 'v1', targets: [new URL(quoted).href] };
    await send(siteOf([entry]), targets);
    expect(await sentState().read()).toEqual([
      expect.objectContaining({
        source: post,
        target: new URL(quoted).href,
        outcome: 'sent',
        fingerprint: 'v1',
      }),
    ]);
  });
});

/** An entry's page as the build writes it (web/writing/EntryPage.tsx): the site's bar, then the article. */
const entryPage = (body: string, title = 'Hello') =>
  `<!doctype html><html><head><link rel="canonical" href="https://aaravsharma.dev/"></head><body>
  <nav><a href="https://github.com/owner">GitHub</a><a href="/">Home</a></nav>
  <main><article class="container post"><header class="post__header">
  <p class="post__back"><a href="/writing/">Writing</a></p><h1 class="post__title">${title}</h1>
  <a href="https://header.example/live">Live</a></header>
  <div class="post__body">${body}</div></article></main>
  <footer><a href="https://linkedin.com/in/owner">LinkedIn</a></footer></body></html>`;

describe('the links an entry mentions', () => {
  it('are its body’s links to other sites, each once, resolved; not the navigation’s, the header’s or its own site’s', async () => {
    const entry = await entryOfPage(
      entryPage(
        `<p>See <a href="https://a.example/post">a post</a>, <a href="//b.example/x?y=1#part">another</a>,
        <a href="https://a.example/post">the same again</a>, <a href="/writing/other/">my other post</a>,
        <a href="#fn-1">a footnote</a>, <a href="mailto:me@example.com">mail</a>
        and <a href="https://aaravsharma.dev/projects/x/">my project</a>.</p>`,
      ),
      'https://aaravsharma.dev/writing/hello/',
      'https://aaravsharma.dev',
    );
    expect(entry.targets).toEqual(['https://a.example/post', 'https://b.example/x?y=1#part']);
  });

  it('are fingerprinted by what a receiver reads of the entry, its title and body', async () => {
    const of = async (body: string, title?: string) =>
      (await entryOfPage(entryPage(body, title), 'https://aaravsharma.dev/w/', 'https://aaravsharma.dev'))
        .fingerprint;
    expect(await of('<p>One</p>')).toBe(await of('<p>One</p>'));
    expect(await of('<p>One</p>')).not.toBe(await of('<p>Two</p>'));
    expect(await of('<p>One</p>')).not.toBe(await of('<p>One</p>', 'Renamed'));
  });
});

describe('npm run webmentions:send, on a build', { timeout: 60_000 }, () => {
  /** The fixture site with its posts, responses.webmentions as given, each entry's page built with `body`. */
  async function builtSite(webmentions: boolean, body: string) {
    const contentFrom = await temporaryDir('send-content-');
    await cp(fixtureContentDir, contentFrom, { recursive: true });
    const posts = collectionFixtures().find(({ collection }) => collection === 'posts');
    await cp(posts?.dir as string, contentFrom, { recursive: true });
    const sitePath = join(contentFrom, 'site.json');
    const site = JSON.parse(await readFile(sitePath, 'utf8'));
    await writeFile(
      sitePath,
      JSON.stringify({ ...site, ...(webmentions && { responses: { webmentions: true } }) }),
    );
    const clientDir = await temporaryDir('send-client-');
    const paths = Object.keys(responsePagesOf(loadSiteMap(contentFrom)));
    for (const path of paths) {
      await mkdir(join(clientDir, path), { recursive: true });
      await writeFile(join(clientDir, path, 'index.html'), entryPage(body));
    }
    return { contentFrom, clientDir, paths };
  }

  it('--dry-run names, for each published post in every language, the link and its endpoint, and sends nothing', async () => {
    const { contentFrom, clientDir, paths } = await builtSite(
      true,
      '<p><a href="https://a.example/post">A post</a></p>',
    );
    expect(paths.length).toBeGreaterThan(1);
    const targets = sites();
    const outcome = await webmentionsSendCommand(['--dry-run', '--local', '--persist-to', persistTo], {
      contentFrom,
      clientDir,
      openState: heldState,
      ...targets.options,
    });
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    for (const path of paths)
      expect(outcome.stdout).toContain(
        `would send   https://aaravsharma.dev${path} -> ${linkHeaderSite} (new link): to https://a.example/webmention`,
      );
    expect(targets.posts).toEqual([]);
    expect(await sentState().read()).toEqual([]);
  });

  it('says webmentions are off on a site that has not turned them on', async () => {
    const { contentFrom, clientDir } = await builtSite(
      false,
      '<p><a href="https://a.example/post">A post</a></p>',
    );
    const outcome = await webmentionsSendCommand([], { contentFrom, clientDir, openState: heldState });
    expect(outcome).toEqual({
      code: 0,
      stdout: 'Webmentions are off (site.json responses.webmentions): nothing is sent.\n',
      stderr: '',
    });
  });

  it('refuses to run without a build, and --persist-to without --local', async () => {
    expect((await webmentionsSendCommand([], { clientDir: join(persistTo, 'no-build') })).code).toBe(1);
    expect(await webmentionsSendCommand(['--persist-to', persistTo])).toEqual({
      code: 2,
      stdout: '',
      stderr: '--persist-to names a local state: add --local.\n',
    });
  });
});

describe('the deploy workflow', () => {
  const deploy = readWorkflow(join(import.meta.dirname, '..', '.github', 'workflows', 'ci.yml')).jobs.deploy;
  const steps = deploy.steps as ((typeof deploy.steps)[number] & { 'continue-on-error'?: boolean })[];
  const at = (command: string) => steps.findIndex(({ run }) => run?.trim() === command);

  it('sends the webmentions once the site is deployed, reaching the deployed database with the deploy’s token', () => {
    const send = at('node commands/webmentions-send.ts');
    expect(send).toBeGreaterThan(at('node commands/deploy.ts'));
    expect(at('node commands/deploy.ts')).toBeGreaterThan(-1);
    expect(Object.keys(steps[send].env ?? {})).toEqual([
      'CLOUDFLARE_API_TOKEN',
      'CLOUDFLARE_ACCOUNT_ID',
      'WRANGLER_SEND_METRICS',
    ]);
    // A site that is live stays a successful deploy, whatever the other sites answer.
    expect(steps[send]['continue-on-error']).toBe(true);
  });
});
