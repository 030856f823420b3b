/**
 * `npm run doctor [-- --offline] [-- --json]`: says what would make a deploy fail, and the fix,
 * before the deploy does (docs/doctor.md). `npm run deploy` and the workflow's deploy run it first.
 * Exits 1 when a check fails.
 */
import { parseArgs } from 'node:util';
import { formatReport } from './doctor/print.ts';
import { hasFailure } from './doctor/report.ts';
import { runDoctor } from './doctor/run-doctor.ts';

if (import.meta.main) {
  const { values } = parseArgs({ options: { offline: { type: 'boolean' }, json: { type: 'boolean' } } });
  const report = await runDoctor({ offline: values.offline ?? false });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  process.exitCode = hasFailure(report) ? 1 : 0;
}
