import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientNetworkOf, siteIpv6Prefix } from '../client-network.ts';
import { clearContactCaps, contactCapsStub } from '../test-caps.ts';
import { inOneLimiterWindow, newClientIp } from '../test-helpers.ts';
import {
  admitMessage,
  type CapStores,
  type ContactCaps,
  capsOf,
  capTimeoutMs,
  defaultCaps,
  fallbackPeriodSeconds,
  networkShareOf,
  networksToFillDay,
} from './contact-caps.ts';

beforeEach(clearContactCaps);

const at = (time: string) => new Date(`2026-11-25T${time}Z`);
/** A network's key as the form gives it to the caps: a fresh IPv6 /48 each time. */
const newNetwork = () => clientNetworkOf(newClientIp(), siteIpv6Prefix);
/** "10:07:00": minute `index` of the day, at `second`. */
const minuteOfDay = (index: number, second = 0) =>
  at(
    `${String(Math.floor(index / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:${String(second).padStart(2, '0')}`,
  );

describe('the contact form’s site-wide caps', () => {
  it('take a minute’s cap of messages, refuse the next until the minute ends, then take more', async () => {
    const limits = { minute: 3, day: 100 };
    const outcomes = [];
    for (const time of ['10:00:01', '10:00:20', '10:00:30', '10:00:45'])
      outcomes.push(await admitMessage(env, limits, newNetwork(), at(time)));
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true, false]);
    expect(outcomes[3]).toEqual({ ok: false, cap: 'minute', retryAfterSeconds: 15 });
    expect(await admitMessage(env, limits, newNetwork(), at('10:01:00'))).toEqual({ ok: true });
  });

  it('take a day’s cap over all its minutes, and refuse until midnight UTC', async () => {
    const limits = { minute: 2, day: 4 };
    for (const time of ['08:00:00', '08:00:01', '09:30:00', '23:00:00'])
      expect(await admitMessage(env, limits, newNetwork(), at(time))).toEqual({ ok: true });
    expect(await admitMessage(env, limits, newNetwork(), at('23:59:30'))).toEqual({
      ok: false,
      cap: 'day',
      retryAfterSeconds: 30,
    });
    // The next day starts empty.
    expect(await admitMessage(env, limits, newNetwork(), new Date('2026-11-26T00:00:00Z'))).toEqual({
      ok: true,
    });
  });

  it('give the last place to one of many messages sent at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        admitMessage(env, { minute: 5, day: 100 }, newNetwork(), at('12:00:00')),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
  });

  it('do not read D1 at all: page views spending its row writes cannot spend the caps', async () => {
    const limits = { minute: 2, day: 100 };
    const noD1 = { ...env, STATS: undefined as unknown as D1Database };
    expect(await admitMessage(noD1, limits, newNetwork(), at('08:00:00'))).toEqual({ ok: true });
    expect(await admitMessage(noD1, limits, newNetwork(), at('08:00:10'))).toEqual({ ok: true });
    expect(await admitMessage(noD1, limits, newNetwork(), at('08:00:20'))).toMatchObject({
      ok: false,
      cap: 'minute',
    });
  });

  it('read their limits from wrangler.toml, a broken number falling back to the default', () => {
    expect(capsOf({ CONTACT_MINUTE_CAP: '7', CONTACT_DAILY_CAP: '70' })).toEqual({ minute: 7, day: 70 });
    expect(capsOf({ CONTACT_MINUTE_CAP: 'lots', CONTACT_DAILY_CAP: '-1' })).toEqual(defaultCaps);
    expect(capsOf(env)).toEqual({ minute: 20, day: 200 });
  });
});

/**
 * Many calls to the caps' instance from inside it: the same admit, without a test's round trip
 * (about 35 ms a call), so a day's traffic takes milliseconds.
 */
const inCaps = <T>(run: (caps: ContactCaps) => Promise<T>) =>
  runInDurableObject(contactCapsStub(), (caps: ContactCaps) => run(caps));

describe('the caps, per network', () => {
  it(`give each network a daily share: the day’s cap over ${networksToFillDay}, rounded down, and at least one message`, () => {
    expect(networkShareOf(defaultCaps.day)).toBe(10);
    expect(networkShareOf(219)).toBe(10);
    expect(networkShareOf(5)).toBe(1);
  });

  it('keep one network sending at the per-network limit from closing the form for anyone else', async () => {
    const flooder = newNetwork();
    const outcomes = await inCaps(async (caps) => {
      const admitted = [];
      // 5 a minute (the per-network limiter's rate) for an hour: 300 messages, more than the day's
      // 200, which one network filled in 40 minutes before each had a share.
      for (let minute = 0; minute < 60; minute++)
        for (let second = 0; second < 60; second += 12)
          admitted.push(await caps.admit(defaultCaps, flooder, minuteOfDay(minute, second).toISOString()));
      return admitted;
    });
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(networkShareOf(defaultCaps.day));
    expect(outcomes.at(-1)).toEqual({
      ok: false,
      cap: 'network',
      // Until midnight UTC, 23 hours and 12 seconds after 00:59:48.
      retryAfterSeconds: 23 * 3600 + 12,
    });
    for (const time of ['01:00:00', '12:00:00', '23:59:59'])
      expect(await admitMessage(env, defaultCaps, newNetwork(), at(time)), time).toEqual({ ok: true });
    // A new day, a new share.
    expect(await admitMessage(env, defaultCaps, flooder, new Date('2026-11-26T00:00:00Z'))).toEqual({
      ok: true,
    });
  });

  it(`let ${networksToFillDay} networks fill the day, after which any network, a new one too, waits for midnight`, async () => {
    const share = networkShareOf(defaultCaps.day);
    const networks = Array.from({ length: networksToFillDay }, newNetwork);
    const outcomes = await inCaps(async (caps) => {
      const admitted = [];
      // Each network its share, in a minute of its own.
      for (const [index, network] of networks.entries())
        for (let message = 0; message < share; message++)
          admitted.push(await caps.admit(defaultCaps, network, minuteOfDay(index, message).toISOString()));
      return admitted;
    });
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    for (const network of [newNetwork(), networks[0]])
      expect(await admitMessage(env, defaultCaps, network, at('12:00:00'))).toEqual({
        ok: false,
        cap: 'day',
        retryAfterSeconds: 12 * 3600,
      });
  });

  it('keep no address in clear, and nothing of yesterday', async () => {
    const networks = ['192.0.2.44', '3fff:0abc:1234:5678::9'].map((ip) =>
      clientNetworkOf(ip, siteIpv6Prefix),
    );
    await admitMessage(env, defaultCaps, clientNetworkOf('198.51.100.7'), at('23:00:00'));
    for (const network of networks)
      await admitMessage(env, defaultCaps, network, new Date('2026-11-26T09:00:00Z'));
    const stored = await runInDurableObject(contactCapsStub(), (_, state) => {
      const sql = state.storage.sql;
      const tables = sql
        .exec<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'contact_%'",
        )
        .toArray();
      return Object.fromEntries(
        tables.map(({ name }) => [name, sql.exec(`SELECT * FROM ${name} ORDER BY 1, 2`).toArray()]),
      );
    });
    const hex = (bytes: ArrayBuffer) =>
      Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
    // Not even the network's plain hash, which anyone could compute for every IPv4 address.
    const plainHashes = await Promise.all(
      networks.map(async (network) =>
        hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(network))),
      ),
    );
    expect(stored).toEqual({
      contact_minutes: [{ minute: '2026-11-26T09:00', accepted: 2 }],
      contact_networks: [0, 1].map(() => ({
        day: '2026-11-26',
        network: expect.stringMatching(/^[0-9a-f]{64}$/),
        accepted: 1,
      })),
      contact_salts: [{ day: '2026-11-26', salt: expect.any(ArrayBuffer) }],
    });
    const text = JSON.stringify(stored, (_, value) => (value instanceof ArrayBuffer ? hex(value) : value));
    for (const clear of [...networks, '192.0.2.', '198.51.100.', ...plainHashes])
      expect(text).not.toContain(clear);
  });
});

describe('when the caps cannot be asked', () => {
  /** Caps whose Durable Object throws, or never answers. */
  const capsThat = (admit: () => Promise<never>): CapStores['CONTACT_CAPS'] =>
    ({ idFromName: () => ({}), get: () => ({ admit }) }) as unknown as CapStores['CONTACT_CAPS'];
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it(`a fixed fallback rate still refuses: one message in ${fallbackPeriodSeconds} s, from a store that throws or hangs`, async () => {
    quiet();
    // Three calls, one waiting out the caps' time limit, in one of the fallback limiter's windows.
    await inOneLimiterWindow(fallbackPeriodSeconds, capTimeoutMs + 3_000);
    const throwing = { ...env, CONTACT_CAPS: capsThat(() => Promise.reject(new Error('caps down'))) };
    const hanging = { ...env, CONTACT_CAPS: capsThat(() => new Promise<never>(() => undefined)) };
    expect(await admitMessage(throwing, defaultCaps, newNetwork())).toEqual({ ok: true });
    expect(await admitMessage(throwing, defaultCaps, newNetwork())).toEqual({
      ok: false,
      cap: 'minute',
      retryAfterSeconds: fallbackPeriodSeconds,
    });
    const started = Date.now();
    expect(await admitMessage(hanging, defaultCaps, newNetwork())).toMatchObject({
      ok: false,
      cap: 'minute',
    });
    expect(Date.now() - started).toBeLessThan(capTimeoutMs + 1_000);
    vi.restoreAllMocks();
  });

  it('with the fallback out of reach too, nothing is admitted: it throws, and the form answers 503', async () => {
    quiet();
    const nothing = {
      CONTACT_CAPS: capsThat(() => Promise.reject(new Error('caps down'))),
      CONTACT_FALLBACK_LIMITER: { limit: () => Promise.reject(new Error('limiter down')) },
    };
    await expect(admitMessage(nothing, defaultCaps, newNetwork())).rejects.toThrow('limiter down');
    vi.restoreAllMocks();
  });
});
