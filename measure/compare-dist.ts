/**
 * `node measure/compare-dist.ts <dirA> <dirB> [--strict]`: whether two builds (two dist/ trees) are
 * the same site, file by file. A content-hashed name (Vite's `assets/<name>-<8 chars>.<ext>`; the
 * build's own `<name>.<10 hex>.<ext>`: pictures, builder/images/image-files.ts hashedImagePath,
 * the 404 page's stylesheet and the font) pairs with the file of the same name and another hash;
 * inside text files B's hashed names are rewritten to A's before comparing. The stamps every build
 * writes anew (a PDF's CreationDate and /ID, wrangler's "generated at" in dist/worker/README.md)
 * are blanked unless --strict. A hash taken of text that holds hashed names (an ETag, a CSP hash)
 * changes with them and shows as a difference. Exits 1 if anything differs beyond hashed names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { strict: { type: 'boolean', default: false } },
});
const [dirA, dirB] = positionals;
if (dirA === undefined || dirB === undefined) {
  console.error('usage: node measure/compare-dist.ts <dirA> <dirB> [--strict]');
  process.exit(2);
}

const hashedNames = [/^(.*\.)[0-9a-f]{10}(\.[a-z0-9]+)$/, /^((?:.*\/)?assets\/[^/]+-)[\w-]{8}(\.[a-z0-9]+)$/];
/** A path with its hash blanked: the key two builds' files pair up by. */
function unhashed(path: string): string {
  for (const pattern of hashedNames) {
    const match = pattern.exec(path);
    if (match) return `${match[1]}#${match[2]}`;
  }
  return path;
}

function filesOf(dir: string): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    byKey.set(unhashed(path), [...(byKey.get(unhashed(path)) ?? []), path].sort());
  }
  return byKey;
}

const [filesA, filesB] = [filesOf(dirA), filesOf(dirB)];
const bytesOf = (dir: string, path: string) => readFileSync(join(dir, path));
const onlyA: string[] = [];
const onlyB: string[] = [];
const pairs: [string, string][] = [];
for (const key of new Set([...filesA.keys(), ...filesB.keys()])) {
  const inA = [...(filesA.get(key) ?? [])];
  const inB = [...(filesB.get(key) ?? [])];
  // Several files of one name: the same bytes pair first, then the rest in order.
  for (const a of inA.length > 1 || inB.length > 1 ? [...inA] : []) {
    const same = inB.findIndex((b) => bytesOf(dirA, a).equals(bytesOf(dirB, b)));
    if (same === -1) continue;
    pairs.push([a, inB[same]]);
    inA.splice(inA.indexOf(a), 1);
    inB.splice(same, 1);
  }
  while (inA.length > 0 && inB.length > 0) pairs.push([inA.shift() as string, inB.shift() as string]);
  onlyA.push(...inA);
  onlyB.push(...inB);
}

const basename = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const renamed = pairs.filter(([a, b]) => a !== b);
const renames = renamed.map(([a, b]) => [basename(b), basename(a)] as const);
const textDecoder = new TextDecoder('utf-8', { fatal: true });
function textOf(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return textDecoder.decode(bytes);
  } catch {
    return undefined;
  }
}
/** The stamps a build writes anew each time, blanked. */
function unstamped(path: string, text: string): string {
  if (values.strict) return text;
  const blanked = text.replace(/generated at \d{4}-\d\d-\d\dT[\d:.]+Z/g, 'generated at <time>');
  if (!path.endsWith('.pdf')) return blanked;
  return blanked.replace(/\(D:\d{14}[^)]*\)/g, '(D:<time>)').replace(/\/ID \[<\w+> ?<\w+>\]/g, '/ID [<id>]');
}
const snippet = (text: string, at: number) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));

const differing: string[] = [];
const stampsOnly: string[] = [];
const sameAfterRename = new Set<string>();
for (const [a, b] of pairs) {
  const [bytesA, bytesB] = [bytesOf(dirA, a), bytesOf(dirB, b)];
  if (bytesA.equals(bytesB)) {
    sameAfterRename.add(a);
    continue;
  }
  let [textA, textB] = [textOf(bytesA), textOf(bytesB)];
  if (textA !== undefined && textB !== undefined) {
    for (const [from, to] of renames) textB = textB.replaceAll(from, to);
  } else {
    [textA, textB] = [bytesA.toString('latin1'), bytesB.toString('latin1')];
  }
  if (textA === textB) {
    sameAfterRename.add(a);
    continue;
  }
  const [cleanA, cleanB] = [unstamped(a, textA), unstamped(b, textB)];
  if (cleanA === cleanB) {
    stampsOnly.push(a === b ? a : `${a} ~ ${b}`);
    continue;
  }
  let at = 0;
  while (cleanA[at] === cleanB[at]) at++;
  const name = a === b ? a : `${a} ~ ${b}`;
  if (textOf(bytesA) === undefined || textOf(bytesB) === undefined) {
    differing.push(
      `${name}: binary, ${bytesA.length} vs ${bytesB.length} bytes, first difference near byte ${at}`,
    );
  } else {
    const line = cleanA.slice(0, at).split('\n').length;
    differing.push(`${name}: line ${line}\n    A: ${snippet(cleanA, at)}\n    B: ${snippet(cleanB, at)}`);
  }
}

const section = (title: string, lines: string[]) => {
  console.log(`${title}: ${lines.length}`);
  for (const line of lines) console.log(`  ${line}`);
};
console.log(`A = ${dirA}\nB = ${dirB}\n${pairs.length} files paired`);
section('Only in A', onlyA);
section('Only in B', onlyB);
section('Differ', differing);
section(
  'Hashed names that differ (A ~ B)',
  renamed.map(([a, b]) => `${a} ~ ${basename(b)}${sameAfterRename.has(a) ? ' (same content)' : ''}`),
);
if (!values.strict) section('Differ only in build stamps (ignored; --strict counts them)', stampsOnly);
const same = onlyA.length + onlyB.length + differing.length === 0;
console.log(same ? 'Same site, hashed names aside.' : 'The builds differ.');
process.exit(same ? 0 : 1);
