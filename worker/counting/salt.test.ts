import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dailySalts, saltExpirationOf, saltKey, saltSettlesMs } from './salt.ts';

/** The real KV namespace, with each call it gets counted. */
function countedKv() {
  const calls = { reads: 0, writes: 0 };
  const kv = {
    getWithMetadata: (...args: Parameters<KVNamespace['getWithMetadata']>) => {
      calls.reads++;
      return env.DAILY_SALTS.getWithMetadata(...args);
    },
    put: (...args: Parameters<KVNamespace['put']>) => {
      calls.writes++;
      return env.DAILY_SALTS.put(...args);
    },
  } as unknown as KVNamespace;
  return { kv, calls };
}

/** A moment of `day`, UTC. Each test has a day of its own, in the future so KV takes its expiration. */
const at = (day: string, time: string) => Date.parse(`${day}T${time}Z`);

describe("the day's salt", () => {
  it('is made once, kept in KV until just after its day, and then read from memory', async () => {
    const day = '2037-01-01';
    const { kv, calls } = countedKv();
    const saltOf = dailySalts();
    const salt = await saltOf(kv, day, at(day, '10:00:00'));
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(calls).toEqual({ reads: 1, writes: 1 });
    const { keys } = await env.DAILY_SALTS.list({ prefix: saltKey(day) });
    expect(keys.map(({ name, expiration }) => ({ name, expiration }))).toEqual([
      { name: saltKey(day), expiration: at('2037-01-02', '00:02:00') / 1000 },
    ]);
    expect(saltExpirationOf(day)).toBe(at('2037-01-02', '00:02:00') / 1000);

    // Read once more when it is old enough to be the one KV kept everywhere, then never again.
    expect(await saltOf(kv, day, at(day, '10:01:00'))).toBe(salt);
    expect(calls.reads).toBe(1);
    expect(await saltOf(kv, day, at(day, '10:00:00') + saltSettlesMs)).toBe(salt);
    expect(calls.reads).toBe(2);
    for (const time of ['11:00:00', '18:00:00', '23:59:59'])
      expect(await saltOf(kv, day, at(day, time))).toBe(salt);
    expect(calls).toEqual({ reads: 2, writes: 1 });
  });

  it('is the one KV kept when two isolates made one at once, once it settles', async () => {
    const day = '2037-01-02';
    const { kv } = countedKv();
    const first = dailySalts();
    const mine = await first(kv, day, at(day, '00:00:10'));
    // Another isolate, which found no salt either, wrote its own a little later: the last write wins.
    const theirs = 'b'.repeat(64);
    await env.DAILY_SALTS.put(saltKey(day), theirs, {
      expiration: saltExpirationOf(day),
      metadata: { madeAt: at(day, '00:00:20') },
    });
    expect(await first(kv, day, at(day, '00:01:00'))).toBe(mine);
    expect(await first(kv, day, at(day, '00:03:15'))).toBe(theirs);
    expect(await dailySalts()(kv, day, at(day, '00:02:00'))).toBe(theirs);
    expect(await first(kv, day, at(day, '12:00:00'))).toBe(theirs);
  });

  it('is a new one each day', async () => {
    const { kv } = countedKv();
    const saltOf = dailySalts();
    const one = await saltOf(kv, '2037-01-03', at('2037-01-03', '12:00:00'));
    const next = await saltOf(kv, '2037-01-04', at('2037-01-04', '00:00:01'));
    expect(next).not.toBe(one);
    expect(await dailySalts()(kv, '2037-01-03', at('2037-01-03', '23:00:00'))).toBe(one);
  });

  it('is never made for a day that is over: a late count fails instead', async () => {
    const day = '2037-01-05';
    const { kv, calls } = countedKv();
    await expect(dailySalts()(kv, day, at('2037-01-06', '00:00:01'))).rejects.toThrow('its day is over');
    expect(calls.writes).toBe(0);
    expect((await env.DAILY_SALTS.list({ prefix: saltKey(day) })).keys).toEqual([]);
  });

  it('fails the count when KV fails, or does not answer within 2 s', async () => {
    const failing = {
      getWithMetadata: async () => {
        throw new Error('KV GET failed: 500 Internal Server Error');
      },
    } as unknown as KVNamespace;
    const silent = { getWithMetadata: () => new Promise(() => {}) } as unknown as KVNamespace;
    const day = '2037-01-07';
    await expect(dailySalts()(failing, day, at(day, '09:00:00'))).rejects.toThrow('KV GET failed');
    await expect(dailySalts()(silent, day, at(day, '09:00:00'))).rejects.toThrow(
      'did not answer within 2000 ms',
    );
  });
});
