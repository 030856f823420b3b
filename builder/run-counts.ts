/**
 * The slow steps a test run takes, for `npm test`'s summary (testing/run-all.ts): each site build
 * (here) and each server start and wrangler CLI launch (testing/count-launches.cjs, by process)
 * appends one line to the file PORTFOLIO_RUN_COUNTS names. Outside `npm test` the variable is unset and nothing is written.
 */
import { appendFileSync } from 'node:fs';

export const runCounts = ['site build', 'server start', 'wrangler launch'] as const;
export type RunCount = (typeof runCounts)[number];

export function countRun(kind: RunCount): void {
  const file = process.env.PORTFOLIO_RUN_COUNTS;
  if (file) appendFileSync(file, `${kind}\n`);
}
