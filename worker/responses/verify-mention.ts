/**
 * A webmention verified (W3C Webmention §3.2.2): its source fetched with limits, then read for a
 * link to the target. What the outcome asks of the stored responses: `verified` adds or updates
 * the source's response; `gone` and `refused` remove any it had (a deleted source, one that no
 * longer links, one that now breaks the limits); `failed` leaves them as they are, to try again.
 */
import { type Mention, readMention } from './read-mention.ts';
import { fetchSource, type SourceFetchOptions } from './source-fetch.ts';

export type Verification =
  | { outcome: 'verified'; mention: Mention }
  | { outcome: 'gone' | 'refused' | 'failed'; reason: string };

export async function verifyMention(
  source: string,
  target: string,
  options: SourceFetchOptions = {},
): Promise<Verification> {
  const fetched = await fetchSource(source, options);
  if (fetched.outcome === 'gone')
    return { outcome: 'gone', reason: `The source answered ${fetched.status}.` };
  if (fetched.outcome !== 'fetched') return fetched;
  const mention = await readMention(fetched, target);
  if (!mention) return { outcome: 'refused', reason: 'The source does not link to the target.' };
  return { outcome: 'verified', mention };
}
