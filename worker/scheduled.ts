/**
 * The Worker's daily cron (wrangler.toml [triggers]): the counts' roll-over and the deletion of old
 * rejected responses. Each runs whatever the other does: a failing D1 statement of one must not
 * keep visitor hashes, or a stranger's rejected words, past their time.
 */
import { rollOverCounts } from './counting/roll-over.ts';
import type { Bindings } from './env.ts';
import { deleteOldRejections, rejectedRetentionDaysOf } from './responses/retention.ts';

export const runDailyTasks: ExportedHandlerScheduledHandler<Bindings> = async (controller, env, ctx) => {
  const tasks: Record<string, () => Promise<unknown>> = {
    'the counts’ roll-over': async () => rollOverCounts(controller, env, ctx),
    // In the entry, not a lazy chunk: a chunk of its own (and of time-limit.ts, which the entry
    // shares) cost 0.4 KB more of the Worker's 40 KB budget than these few lines.
    'the deletion of old rejected responses': async () =>
      deleteOldRejections(
        env.STATS,
        rejectedRetentionDaysOf(env.RESPONSES_REJECTED_RETENTION_DAYS),
        new Date(controller.scheduledTime),
      ),
  };
  const outcomes = await Promise.allSettled(Object.values(tasks).map((task) => task()));
  const failed = Object.keys(tasks).flatMap((name, index) => {
    const outcome = outcomes[index];
    if (outcome.status === 'fulfilled') return [];
    console.error(`daily cron: ${name} failed`, outcome.reason);
    return [outcome.reason];
  });
  // Thrown after both ran, so the cron's run shows as failed in the dashboard and `wrangler tail`.
  if (failed.length > 0) throw new AggregateError(failed, `daily cron: ${failed.length} of its tasks failed`);
};
