/**
 * `npm run doctor [-- --offline] [-- --json] [-- --verbose]`: says what would make a deploy fail, and the fix,
 * before the deploy does (docs/doctor.md). `npm run deploy` and the workflow's deploy run it first.
 * Exits 1 when a check fails.
 */
import { parseArgs } from 'node:util';
import { formatReport } from './doctor/print.ts';
import { hasFailure } from './doctor/report.ts';
import { runDoctor } from './doctor/run-doctor.ts';

const usage = `Usage: npm run doctor [-- --offline] [-- --json] [-- --verbose]
  --offline  only the local checks: no request leaves the machine
  --json     the report as data: { checks: [{ id, status, finding, fix? }] } (docs/doctor.md)
  --verbose  name the login's e-mail and the accounts' names and ids (left out of a CI log)`;

if (import.meta.main) {
  let values: { offline?: boolean; json?: boolean; verbose?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        offline: { type: 'boolean' },
        json: { type: 'boolean' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const report = await runDoctor({ offline: values.offline ?? false, verbose: values.verbose ?? false });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  process.exitCode = hasFailure(report) ? 1 : 0;
}
