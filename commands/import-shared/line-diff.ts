/** A unified-style diff of two texts, line by line, for `--dry-run`: what an import would change. */

type Line = { mark: ' ' | '-' | '+'; text: string };

/** The lines of both texts in order, each kept, removed or added (a longest common subsequence). */
function diffLines(before: string[], after: string[]): Line[] {
  // Content files are a few hundred lines at most: the full table is small.
  const common = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1)
      common[i][j] =
        before[i] === after[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  const lines: Line[] = [];
  let i = 0;
  let j = 0;
  // On a tie the removed line comes first, as in a unified diff.
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      lines.push({ mark: ' ', text: before[i] });
      i += 1;
      j += 1;
    } else if (j < after.length && (i === before.length || common[i][j + 1] > common[i + 1][j])) {
      lines.push({ mark: '+', text: after[j] });
      j += 1;
    } else {
      lines.push({ mark: '-', text: before[i] });
      i += 1;
    }
  }
  return lines;
}

const linesOf = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/**
 * `before` → `after` as a unified diff headed by `file`, with `context` unchanged lines around each
 * change; empty when they are the same. A file not there before is all added lines.
 */
export function lineDiff(file: string, before: string | undefined, after: string, context = 2): string {
  if (before === after) return '';
  const lines = diffLines(linesOf(before ?? ''), linesOf(after));
  const shown = lines.map((_, index) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((line) => line.mark !== ' '),
  );
  const out = [`--- ${before === undefined ? '/dev/null' : file}`, `+++ ${file}`];
  lines.forEach((line, index) => {
    if (!shown[index]) return;
    if (index === 0 || !shown[index - 1]) out.push('@@');
    out.push(`${line.mark}${line.text}`);
  });
  return out.join('\n');
}
