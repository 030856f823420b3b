/**
 * One run of `npm run webmentions:send`: the plan (./plan.ts) carried out, each target's endpoint
 * discovered once (./endpoint-discovery.ts) and sent `source` and `target` form-encoded (W3C
 * Webmention §3.1.3), then what was done written to the state (./sent-state.ts). A target that
 * fails now (unreachable, 5xx) is not written, so the next run tries it again; that is the other
 * site's trouble, not the run's, and the exit code stays 0.
 */
import type { CommandOutcome } from '../command-outcome.ts';
import { inertText } from '../terminal-cells.ts';
import { type FetchOptions, FetchProblem, postFormWithin } from './bounded-fetch.ts';
import { type Discovery, discoverEndpoint } from './endpoint-discovery.ts';
import { type Notice, planNotices } from './plan.ts';
import type { PublishedSite } from './published-entries.ts';
import type { SentOutcome, SentState, StateChange } from './sent-state.ts';

export type SendOptions = FetchOptions & {
  dryRun?: boolean;
  now?: Date;
  /** Targets asked at once. */
  concurrency?: number;
};

type Done =
  | { outcome: SentOutcome; detail: string }
  | { outcome: 'failed'; detail: string }
  | { outcome: 'would-send'; detail: string };

const whyWords: Record<Notice['why'], string> = {
  new: 'new link',
  changed: 'entry changed',
  removed: 'link removed',
  gone: 'entry unpublished',
};

const labels: Record<Done['outcome'], string> = {
  sent: 'sent',
  'would-send': 'would send',
  'no-endpoint': 'no endpoint',
  refused: 'refused',
  failed: 'failed',
};

/** Runs `work` on each item, at most `limit` at once, results in the items' order. */
async function eachLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Sends one notice through its target's discovered endpoint (or says what it would send). */
async function notify(notice: Notice, discovery: Discovery, options: SendOptions): Promise<Done> {
  if (discovery.outcome === 'none') return { outcome: 'no-endpoint', detail: discovery.reason };
  if (discovery.outcome !== 'endpoint') return { outcome: discovery.outcome, detail: discovery.reason };
  const { endpoint } = discovery;
  if (options.dryRun) return { outcome: 'would-send', detail: `to ${endpoint.href}` };
  try {
    const response = await postFormWithin(
      endpoint,
      { source: notice.source, target: notice.target },
      options,
    );
    if (response.ok) return { outcome: 'sent', detail: `${endpoint.href} answered ${response.status}` };
    if (response.status >= 400 && response.status < 500)
      return { outcome: 'refused', detail: `${endpoint.href} answered ${response.status}` };
    return { outcome: 'failed', detail: `${endpoint.href} answered ${response.status}` };
  } catch (error) {
    if (error instanceof FetchProblem) return { outcome: error.kind, detail: error.message };
    throw error;
  }
}

/** What the state keeps of a notice's result: nothing for a failure, which the next run tries again. */
function changeOf(notice: Notice, done: Done, at: string): StateChange | undefined {
  if (done.outcome === 'failed' || done.outcome === 'would-send') return undefined;
  const { source, target, fingerprint } = notice;
  return fingerprint === undefined
    ? { forget: { source, target } }
    : { keep: { source, target, fingerprint, outcome: done.outcome, at } };
}

export async function runSend(
  site: PublishedSite,
  state: SentState,
  options: SendOptions = {},
): Promise<CommandOutcome> {
  const { setting, entries, unbuilt } = site;
  if (!setting?.webmentions)
    return {
      code: 0,
      stdout: 'Webmentions are off (site.json responses.webmentions): nothing is sent.\n',
      stderr: '',
    };
  const { notices, dropped } = planNotices(entries, await state.read(), unbuilt);
  const lines = unbuilt.map(
    (source) =>
      `  not built    ${source}: the build has no page for it yet; the next run after a build sends its links`,
  );
  const links = entries.reduce((sum, { targets }) => sum + targets.length, 0);
  const counted = `${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}, ${links} link${links === 1 ? '' : 's'}`;
  if (notices.length === 0) {
    if (!options.dryRun) await state.write(dropped.map((link) => ({ forget: link })));
    return {
      code: 0,
      stdout: inertText(
        `${[...lines, `Nothing new to notify since the last run (${counted}).`].join('\n')}\n`,
        '\n',
      ),
      stderr: '',
    };
  }

  const discoveries = new Map<string, Promise<Discovery>>();
  const discover = (target: string) => {
    if (!discoveries.has(target)) discoveries.set(target, discoverEndpoint(target, options));
    return discoveries.get(target) as Promise<Discovery>;
  };
  const results = await eachLimited(notices, options.concurrency ?? 4, async (notice) =>
    notify(notice, await discover(notice.target), options),
  );

  const at = (options.now ?? new Date()).toISOString();
  const changes = [
    ...notices.flatMap((notice, index) => changeOf(notice, results[index], at) ?? []),
    ...dropped.map((link) => ({ forget: link })),
  ];
  if (!options.dryRun) await state.write(changes);

  const tally = new Map<Done['outcome'], number>();
  notices.forEach((notice, index) => {
    const done = results[index];
    tally.set(done.outcome, (tally.get(done.outcome) ?? 0) + 1);
    lines.push(
      `  ${labels[done.outcome].padEnd(12)} ${notice.source} -> ${notice.target} (${whyWords[notice.why]}): ${done.detail}`,
    );
  });
  const summary = (['sent', 'would-send', 'no-endpoint', 'refused', 'failed'] as const)
    .filter((outcome) => tally.has(outcome))
    .map((outcome) => `${tally.get(outcome)} ${labels[outcome]}`)
    .join(', ');
  const header = options.dryRun
    ? `Dry run, nothing sent or recorded (${counted}):`
    : `Webmentions (${counted}):`;
  const footer = tally.has('failed')
    ? `${summary}. The failed ones are tried again on the next run.`
    : `${summary}.`;
  return { code: 0, stdout: inertText(`${[header, ...lines, footer].join('\n')}\n`, '\n'), stderr: '' };
}
