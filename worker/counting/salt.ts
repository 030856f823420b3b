/**
 * The day's salt (docs/counts.md): random, kept only in KV (`DAILY_SALTS`) under `salt:<day>` with
 * an expiration just after the day ends. KV deletes it whether or not the cron runs, and no D1
 * backup or Time Travel restore holds it, so after its day no hash can be tested against an IP.
 */
import { withinTime } from '../time-limit.ts';

/** How long a count waits for KV; it runs after the response, so this only bounds its wall time. */
export const saltTimeoutMs = 2_000;

const dayMs = 86_400_000;
/**
 * The salt outlives its day by two minutes: KV refuses an expiration less than 60 s ahead, and a
 * view counted in the day's last second still finds its salt.
 */
const keptPastDayMs = 120_000;
/**
 * KV is eventually consistent: two isolates that each find no salt at the day's start may each
 * write one, and the last write wins everywhere within about a minute. A salt younger than this
 * is read again once it is older, so an isolate that lost the race does not keep its own all day.
 */
export const saltSettlesMs = 3 * 60_000;

export const saltKey = (day: string) => `salt:${day}`;

const dayStartOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** When KV deletes the salt of `day`, in seconds since the epoch (KV's `expiration`). */
export const saltExpirationOf = (day: string) => (dayStartOf(day) + dayMs + keptPastDayMs) / 1000;

type SaltMetadata = { madeAt: number };
type Known = { day: string; salt: string; readAgainAt: number };

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A reader of the day's salt that keeps it in the isolate's memory, so a view costs no KV read
 * after the isolate's first of the day (one more while the salt is younger than saltSettlesMs).
 */
export function dailySalts() {
  let known: Known | undefined;

  return async function saltOf(kv: KVNamespace, day: string, now = Date.now()): Promise<string> {
    if (known?.day === day && now < known.readAgainAt) return known.salt;
    const stored = await withinTime(
      kv.getWithMetadata<SaltMetadata>(saltKey(day)),
      saltTimeoutMs,
      'KV get of the salt',
    );
    if (stored.value) {
      const settlesAt = (stored.metadata?.madeAt ?? 0) + saltSettlesMs;
      known = {
        day,
        salt: stored.value,
        readAgainAt: now < settlesAt ? settlesAt : Number.POSITIVE_INFINITY,
      };
      return stored.value;
    }
    // Our own write, not yet seen where we read: keep it rather than write another.
    if (known?.day === day) {
      known.readAgainAt = now + saltSettlesMs;
      return known.salt;
    }
    if (now >= dayStartOf(day) + dayMs) throw new Error(`the salt of ${day} is gone: its day is over`);
    const salt = hex(crypto.getRandomValues(new Uint8Array(32)));
    await withinTime(
      kv.put(saltKey(day), salt, {
        expiration: saltExpirationOf(day),
        metadata: { madeAt: now } satisfies SaltMetadata,
      }),
      saltTimeoutMs,
      'KV put of the salt',
    );
    known = { day, salt, readAgainAt: now + saltSettlesMs };
    return salt;
  };
}

/** The Worker's one reader: its memory lives as long as the isolate. */
export const saltOf = dailySalts();
