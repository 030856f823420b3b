/** The report for a person: one line per check with its mark, the finding, and the fix under it. */
import type { CheckStatus, DoctorReport } from './report.ts';

const marks: Record<CheckStatus, string> = { ok: '✓', warning: '!', failure: '✗', skipped: '-' };

const indent = (text: string, by: string) => text.split('\n').join(`\n${by}`);

export function formatReport({ checks }: DoctorReport): string {
  const width = Math.max(...checks.map(({ id }) => id.length));
  const lines = checks.map(({ id, status, finding, fix }) => {
    const head = `${marks[status]} ${id.padEnd(width)}  ${indent(finding, ' '.repeat(width + 4))}`;
    return fix ? `${head}\n${' '.repeat(width + 4)}fix: ${indent(fix, ' '.repeat(width + 9))}` : head;
  });
  const failures = checks.filter(({ status }) => status === 'failure').length;
  const warnings = checks.filter(({ status }) => status === 'warning').length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const summary =
    failures > 0
      ? `${plural(failures, 'failure')}, ${plural(warnings, 'warning')}: the deploy would fail or ship a broken site. Fix the ✗ lines first.`
      : warnings > 0
        ? `No failure, ${plural(warnings, 'warning')}.`
        : 'All clear.';
  return `${lines.join('\n')}\n\n${summary}`;
}
