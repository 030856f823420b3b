/**
 * Rejected responses are deleted some days after the owner rejected them (the privacy promise
 * of docs/responses.md): long enough to change one's mind, short enough that a stranger's words
 * the owner refused do not stay for good. Run by the daily cron (../scheduled.ts).
 */
import { withinTime } from '../time-limit.ts';

/** wrangler.toml's RESPONSES_REJECTED_RETENTION_DAYS, when it is missing or no whole number of days. */
export const defaultRejectedRetentionDays = 30;

/** How long the deletion may take: one indexed DELETE of at most a few thousand rows. */
export const retentionTimeoutMs = 10_000;

export function rejectedRetentionDaysOf(text: string | undefined): number {
  const days = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isInteger(days) && days >= 1
    ? days
    : defaultRejectedRetentionDays;
}

/**
 * Deletes the responses rejected more than `days` days before `now`; how many. A rejected row
 * without a decision time (none is written so, but a hand edit could) counts from its arrival.
 */
export async function deleteOldRejections(db: D1Database, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const { meta } = await withinTime(
    db
      .prepare("DELETE FROM responses WHERE status = 'rejected' AND COALESCE(decided, received) < ?1")
      .bind(before)
      .run(),
    retentionTimeoutMs,
    'D1 deletion of old rejected responses',
  );
  return meta.changes;
}
