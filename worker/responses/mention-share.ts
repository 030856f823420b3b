/**
 * Each network's daily share of webmentions. The pending queue (./store.ts maxPendingResponses) is
 * the whole site's: within its per-minute limit alone, one network could fill it in a few hours
 * and close webmentions for everyone until the owner decides. With a share of a twentieth of the
 * queue a day, filling it takes twenty networks' day.
 */
import { utcDayOf } from '../../shared/utc-day.ts';
import { clientNetworkOf, siteIpv6Prefix } from '../client-network.ts';
import { saltOf } from '../counting/salt.ts';
import { networkBucketOf } from '../counting/store.ts';
import { withinTime } from '../time-limit.ts';
import { maxPendingResponses, storeTimeoutMs } from './store.ts';

/** The fewest networks whose day's shares fill the pending queue. */
export const networksToFillQueue = 20;

/** How many webmentions one network (an IPv4 address, an IPv6 /48) may send a day: 50. */
export const mentionsPerNetworkPerDay = maxPendingResponses / networksToFillQueue;

export type ShareStores = { STATS: D1Database; DAILY_SALTS: KVNamespace };

/** The day's bucket of the network `address` is in (keyed as the contact caps' shares are). */
export async function mentionNetworkOf(stores: ShareStores, address: string, day: string): Promise<string> {
  return networkBucketOf(await saltOf(stores.DAILY_SALTS, day), clientNetworkOf(address, siteIpv6Prefix));
}

/**
 * Takes one of the day's places of the network `address` is in; false when it has sent its share.
 * The days before go with it, so no network's bucket outlives its day by more than a mention.
 */
export async function takeMentionShare(
  stores: ShareStores,
  address: string,
  now = new Date(),
): Promise<boolean> {
  const day = utcDayOf(now);
  const network = await mentionNetworkOf(stores, address, day);
  const db = stores.STATS;
  const [, taken] = await withinTime(
    db.batch([
      db.prepare('DELETE FROM mention_networks WHERE day < ?1').bind(day),
      db
        .prepare(
          `INSERT INTO mention_networks (day, network, accepted) VALUES (?1, ?2, 1)
           ON CONFLICT (day, network) DO UPDATE SET accepted = accepted + 1 WHERE accepted < ?3
           RETURNING accepted`,
        )
        .bind(day, network, mentionsPerNetworkPerDay),
    ]),
    storeTimeoutMs,
    'D1 batch of a network’s share',
  );
  return taken.results.length > 0;
}

/** Seconds until the next UTC day, when every network's share is whole again. */
export function secondsUntilTomorrow(now = new Date()): number {
  const tomorrow = new Date(now);
  tomorrow.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((tomorrow.getTime() - now.getTime()) / 1000));
}
