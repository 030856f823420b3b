/**
 * What `npm run doctor` reports, one entry per check, and `--json` prints as it is
 * (docs/doctor.md). The schema is the documentation's shape; the tests hold the output to it.
 */
import { z } from 'zod';

export const checkStatuses = ['ok', 'warning', 'failure', 'skipped'] as const;
export type CheckStatus = (typeof checkStatuses)[number];

export const checkResultSchema = z.strictObject({
  /** Stable name of the check, such as `node-version` or `d1-rights`. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  status: z.enum(checkStatuses),
  /** What the check found, in a sentence or two; never a secret's value. */
  finding: z.string().min(1),
  /** What to do about it: given with every warning and failure. */
  fix: z.string().min(1).optional(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const doctorReportSchema = z.strictObject({ checks: z.array(checkResultSchema) });
export type DoctorReport = z.infer<typeof doctorReportSchema>;

export const ok = (id: string, finding: string): CheckResult => ({ id, status: 'ok', finding });
export const warning = (id: string, finding: string, fix: string): CheckResult => ({
  id,
  status: 'warning',
  finding,
  fix,
});
export const failure = (id: string, finding: string, fix: string): CheckResult => ({
  id,
  status: 'failure',
  finding,
  fix,
});
export const skipped = (id: string, finding: string): CheckResult => ({ id, status: 'skipped', finding });

export const hasFailure = (report: DoctorReport) => report.checks.some(({ status }) => status === 'failure');
