/** No credential in what is published (dist/) or in what is built from (content/). */
import { open, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { DoctorContext } from './context.ts';
import { type CheckResult, failure, ok } from './report.ts';
import { secretPatterns } from './secret-patterns.ts';

/** Larger files are pictures, fonts or PDFs, not text anyone wrote a token into. */
const largestTextBytes = 8 * 1024 * 1024;

export type Leak = { file: string; line: number; kind: string };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function textOf(file: string): Promise<string | undefined> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size > largestTextBytes) return undefined;
    const bytes = await handle.readFile();
    // A NUL byte early on: a binary file (a picture, a font).
    if (bytes.subarray(0, 8000).includes(0)) return undefined;
    return bytes.toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Each credential-shaped string in the files under `dirs`, by file and line, never its value. */
export async function findLeaks(dirs: string[], relativeTo: string): Promise<Leak[]> {
  const leaks: Leak[] = [];
  for (const dir of dirs)
    for (const file of (await filesUnder(dir)).sort()) {
      const text = await textOf(file);
      if (text === undefined) continue;
      const inFile: Leak[] = [];
      for (const { kind, pattern } of secretPatterns)
        for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
          const line = text.slice(0, match.index).split('\n').length;
          inFile.push({ file: relative(relativeTo, file), line, kind });
        }
      leaks.push(...inFile.sort((a, b) => a.line - b.line));
    }
  return leaks;
}

export async function checkLeakedSecrets({
  distDir,
  contentDir,
  projectDir,
}: DoctorContext): Promise<CheckResult> {
  const id = 'leaked-secrets';
  const leaks = await findLeaks([distDir, contentDir], projectDir);
  if (leaks.length === 0) return ok(id, 'No token or key pattern in dist/ or the content.');
  const listed = leaks.map(({ file, line, kind }) => `  ${file}:${line}: ${kind}`).join('\n');
  return failure(
    id,
    `${leaks.length} credential${leaks.length > 1 ? 's' : ''} would be published or built in:\n${listed}`,
    'Remove each from the file (for dist/, from the content or code it was built from, then `npm run build`), and revoke it with its issuer: a published one must be taken as known. A Worker secret belongs in `npx wrangler secret put NAME`.',
  );
}
