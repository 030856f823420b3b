import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from './env.ts';
import worker from './index.ts';
import { addComment, rejectResponse, responseById } from './responses/store.ts';

const day = 86_400_000;
const now = Date.parse('2026-12-01T00:05:00.000Z');
const daysAgo = (days: number) => new Date(now - days * day);

/** The daily cron, as Cloudflare runs it at `now`. */
async function runCron(settings: Partial<Bindings> = {}) {
  const ctx = createExecutionContext();
  const run = worker.scheduled(
    createScheduledController({ cron: '5 0 * * *', scheduledTime: now }),
    { ...env, ...settings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return run;
}

/** A comment received and rejected `days` ago (or only received, when rejected is false). */
async function commentRejected(days: number, { rejected = true } = {}) {
  const added = await addComment(
    env.STATS,
    { page: '/writing/hello-world/', author: { name: 'Bo' }, text: `rejected ${days} days ago` },
    daysAgo(days + 1),
  );
  if (added.outcome !== 'added') throw new Error('the comment was not added');
  if (rejected) await rejectResponse(env.STATS, added.id, daysAgo(days));
  return added.id;
}

const kept = async (id: string) => (await responseById(env.STATS, id)) !== undefined;

beforeEach(async () => {
  await env.STATS.batch([
    env.STATS.prepare('DELETE FROM responses'),
    env.STATS.prepare('DELETE FROM visitor_views'),
  ]);
});

describe('the daily cron’s deletion of rejected responses', () => {
  it('deletes those rejected more than 30 days ago (wrangler.toml’s default), and keeps the rest', async () => {
    expect(env.RESPONSES_REJECTED_RETENTION_DAYS).toBe('30');
    const old = await commentRejected(31);
    const recent = await commentRejected(29);
    const pending = await commentRejected(400, { rejected: false });

    await runCron();

    expect(await kept(old)).toBe(false);
    expect(await kept(recent)).toBe(true);
    expect(await kept(pending)).toBe(true);
  });

  it('keeps them as many days as the owner sets in RESPONSES_REJECTED_RETENTION_DAYS', async () => {
    const eightDays = await commentRejected(8);
    const sixDays = await commentRejected(6);

    await runCron({ RESPONSES_REJECTED_RETENTION_DAYS: '7' });

    expect(await kept(eightDays)).toBe(false);
    expect(await kept(sixDays)).toBe(true);
  });

  it('still runs when the counts’ roll-over fails, and the cron reports the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const old = await commentRejected(31);
    const batchFails = async () => {
      throw new Error('D1 is overloaded');
    };
    const STATS = new Proxy(env.STATS, {
      get: (target, key) => (key === 'batch' ? batchFails : Reflect.get(target, key).bind(target)),
    });

    await expect(runCron({ STATS })).rejects.toThrow('daily cron: 1 of its tasks failed');

    expect(await kept(old)).toBe(false);
    expect(logged).toHaveBeenCalledWith('daily cron: the counts’ roll-over failed', expect.any(Error));
  });

  it('failing, does not stop the counts’ roll-over', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.STATS.prepare(
      "INSERT INTO visitor_views (day, visitor, path, views) VALUES ('2026-11-30', 'h', '/', 1)",
    ).run();
    const STATS = new Proxy(env.STATS, {
      get: (target, key) =>
        key === 'prepare'
          ? (sql: string) => {
              if (sql.includes('FROM responses')) throw new Error('no such table: responses');
              return target.prepare(sql);
            }
          : Reflect.get(target, key).bind(target),
    });

    await expect(runCron({ STATS })).rejects.toThrow('daily cron: 1 of its tasks failed');

    expect((await env.STATS.prepare('SELECT * FROM visitor_views').all()).results).toEqual([]);
  });
});
