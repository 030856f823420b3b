/**
 * The code's part of a build cache key (./build-cache.ts): a hash of a module's source, of every
 * module of the project it imports, and of the version of each package they import. A change to
 * any of that code, or an update of one of those packages, makes the entries again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cacheKey } from './build-cache.ts';

const projectRoot = join(import.meta.dirname, '..');

/** The module names of `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`. */
const importedNames = (source: string) =>
  [...source.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? match[2],
  );

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

const packageVersion = (name: string): string => {
  const file = join(projectRoot, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : 'none';
};

const versions = new Map<string, string>();

/**
 * The version of the code of `file` (an absolute path to a module of the project). The lock file
 * is part of it: a package's own dependencies (hast-util-sanitize under rehype-sanitize, shiki's
 * grammars) change what a module makes with no change to a version it imports directly.
 */
export function moduleVersion(
  file: string,
  { lockFile = join(projectRoot, 'package-lock.json') } = {},
): string {
  const cached = `${file}\n${lockFile}`;
  let version = versions.get(cached);
  if (version !== undefined) return version;
  const sources: string[] = [];
  const packages = new Set<string>();
  const pending = [resolve(file)];
  const seen = new Set(pending);
  while (pending.length > 0) {
    const module = pending.pop() as string;
    const source = readFileSync(module, 'utf8');
    sources.push(module.slice(projectRoot.length), source);
    for (const name of importedNames(source)) {
      if (name.startsWith('node:')) continue;
      if (!name.startsWith('.')) {
        packages.add(packageOf(name));
        continue;
      }
      const imported = resolve(dirname(module), name);
      if (!seen.has(imported) && existsSync(imported)) {
        seen.add(imported);
        pending.push(imported);
      }
    }
  }
  version = cacheKey(
    ...sources,
    [...packages].sort().map((name) => `${name}@${packageVersion(name)}`),
    existsSync(lockFile) ? readFileSync(lockFile) : 'no lock file',
  );
  versions.set(cached, version);
  return version;
}
