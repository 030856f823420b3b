import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { admitMessage, capsOf, defaultCaps } from './contact-caps.ts';

beforeEach(async () => {
  await env.STATS.exec('DELETE FROM contact_minutes');
});

const at = (time: string) => new Date(`2026-11-25T${time}Z`);

describe('the contact form’s site-wide caps', () => {
  it('take a minute’s cap of messages, refuse the next until the minute ends, then take more', async () => {
    const limits = { minute: 3, day: 100 };
    const outcomes = [];
    for (const time of ['10:00:01', '10:00:20', '10:00:30', '10:00:45'])
      outcomes.push(await admitMessage(env.STATS, limits, at(time)));
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true, false]);
    expect(outcomes[3]).toEqual({ ok: false, cap: 'minute', retryAfterSeconds: 15 });
    expect(await admitMessage(env.STATS, limits, at('10:01:00'))).toEqual({ ok: true });
  });

  it('take a day’s cap over all its minutes, and refuse until midnight UTC', async () => {
    const limits = { minute: 2, day: 4 };
    for (const time of ['08:00:00', '08:00:01', '09:30:00', '23:00:00'])
      expect(await admitMessage(env.STATS, limits, at(time))).toEqual({ ok: true });
    expect(await admitMessage(env.STATS, limits, at('23:59:30'))).toEqual({
      ok: false,
      cap: 'day',
      retryAfterSeconds: 30,
    });
    // The next day starts empty.
    expect(await admitMessage(env.STATS, limits, new Date('2026-11-26T00:00:00Z'))).toEqual({ ok: true });
  });

  it('give the last place to one of many messages sent at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => admitMessage(env.STATS, { minute: 5, day: 100 }, at('12:00:00'))),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
  });

  it('read their limits from wrangler.toml, a broken number falling back to the default', () => {
    expect(capsOf({ CONTACT_MINUTE_CAP: '7', CONTACT_DAILY_CAP: '70' })).toEqual({ minute: 7, day: 70 });
    expect(capsOf({ CONTACT_MINUTE_CAP: 'lots', CONTACT_DAILY_CAP: '-1' })).toEqual(defaultCaps);
    expect(capsOf(env)).toEqual({ minute: 20, day: 200 });
  });
});
