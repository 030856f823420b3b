/**
 * The day's roll-over, run by a Cron Trigger (wrangler.toml `[triggers]`) just after midnight UTC:
 * the visitor and network hashes of the days before today are deleted, so yesterday's visitors can
 * no longer be told apart. The counts themselves stay. The salts need no roll-over: KV deletes
 * each just after its day (salt.ts), so a hash left by a missed run can no longer be tested.
 */
import { utcDayOf } from '../../shared/utc-day.ts';

/** Deletes every visitor and network hash older than `today`; a missed run is caught up by the next. */
export async function rollOverDay(db: D1Database, today: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM visitor_views WHERE day < ?1').bind(today),
    db.prepare('DELETE FROM network_visitors WHERE day < ?1').bind(today),
    db.prepare('DELETE FROM referrer_hosts WHERE day < ?1').bind(today),
  ]);
}

/** The Worker's `scheduled` handler. */
export const rollOverCounts: ExportedHandlerScheduledHandler<{ STATS: D1Database }> = async (
  controller,
  env,
) => {
  await rollOverDay(env.STATS, utcDayOf(new Date(controller.scheduledTime)));
};
