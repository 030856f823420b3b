import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearContactCaps } from '../test-caps.ts';
import {
  admitMessage,
  type CapStores,
  capsOf,
  capTimeoutMs,
  defaultCaps,
  fallbackPeriodSeconds,
} from './contact-caps.ts';

beforeEach(clearContactCaps);

const at = (time: string) => new Date(`2026-11-25T${time}Z`);

describe('the contact form’s site-wide caps', () => {
  it('take a minute’s cap of messages, refuse the next until the minute ends, then take more', async () => {
    const limits = { minute: 3, day: 100 };
    const outcomes = [];
    for (const time of ['10:00:01', '10:00:20', '10:00:30', '10:00:45'])
      outcomes.push(await admitMessage(env, limits, at(time)));
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true, false]);
    expect(outcomes[3]).toEqual({ ok: false, cap: 'minute', retryAfterSeconds: 15 });
    expect(await admitMessage(env, limits, at('10:01:00'))).toEqual({ ok: true });
  });

  it('take a day’s cap over all its minutes, and refuse until midnight UTC', async () => {
    const limits = { minute: 2, day: 4 };
    for (const time of ['08:00:00', '08:00:01', '09:30:00', '23:00:00'])
      expect(await admitMessage(env, limits, at(time))).toEqual({ ok: true });
    expect(await admitMessage(env, limits, at('23:59:30'))).toEqual({
      ok: false,
      cap: 'day',
      retryAfterSeconds: 30,
    });
    // The next day starts empty.
    expect(await admitMessage(env, limits, new Date('2026-11-26T00:00:00Z'))).toEqual({ ok: true });
  });

  it('give the last place to one of many messages sent at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => admitMessage(env, { minute: 5, day: 100 }, at('12:00:00'))),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
  });

  it('do not read D1 at all: page views spending its row writes cannot spend the caps', async () => {
    const limits = { minute: 2, day: 100 };
    const noD1 = { ...env, STATS: undefined as unknown as D1Database };
    expect(await admitMessage(noD1, limits, at('08:00:00'))).toEqual({ ok: true });
    expect(await admitMessage(noD1, limits, at('08:00:10'))).toEqual({ ok: true });
    expect(await admitMessage(noD1, limits, at('08:00:20'))).toMatchObject({ ok: false, cap: 'minute' });
  });

  it('read their limits from wrangler.toml, a broken number falling back to the default', () => {
    expect(capsOf({ CONTACT_MINUTE_CAP: '7', CONTACT_DAILY_CAP: '70' })).toEqual({ minute: 7, day: 70 });
    expect(capsOf({ CONTACT_MINUTE_CAP: 'lots', CONTACT_DAILY_CAP: '-1' })).toEqual(defaultCaps);
    expect(capsOf(env)).toEqual({ minute: 20, day: 200 });
  });
});

describe('when the caps cannot be asked', () => {
  /** Caps whose Durable Object throws, or never answers. */
  const capsThat = (admit: () => Promise<never>): CapStores['CONTACT_CAPS'] =>
    ({ idFromName: () => ({}), get: () => ({ admit }) }) as unknown as CapStores['CONTACT_CAPS'];
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it(`a fixed fallback rate still refuses: one message in ${fallbackPeriodSeconds} s, from a store that throws or hangs`, async () => {
    quiet();
    const throwing = { ...env, CONTACT_CAPS: capsThat(() => Promise.reject(new Error('caps down'))) };
    const hanging = { ...env, CONTACT_CAPS: capsThat(() => new Promise<never>(() => undefined)) };
    expect(await admitMessage(throwing, defaultCaps)).toEqual({ ok: true });
    expect(await admitMessage(throwing, defaultCaps)).toEqual({
      ok: false,
      cap: 'minute',
      retryAfterSeconds: fallbackPeriodSeconds,
    });
    const started = Date.now();
    expect(await admitMessage(hanging, defaultCaps)).toMatchObject({ ok: false, cap: 'minute' });
    expect(Date.now() - started).toBeLessThan(capTimeoutMs + 1_000);
    vi.restoreAllMocks();
  });

  it('with the fallback out of reach too, nothing is admitted: it throws, and the form answers 503', async () => {
    quiet();
    const nothing = {
      CONTACT_CAPS: capsThat(() => Promise.reject(new Error('caps down'))),
      CONTACT_FALLBACK_LIMITER: { limit: () => Promise.reject(new Error('limiter down')) },
    };
    await expect(admitMessage(nothing, defaultCaps)).rejects.toThrow('limiter down');
    vi.restoreAllMocks();
  });
});
