/** Node against what wrangler's package.json `engines` asks and what this project's asks. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DoctorContext } from './context.ts';
import { type CheckResult, failure, ok } from './report.ts';

type PackageJson = { version?: string; engines?: { node?: string } };

const readPackage = (path: string): PackageJson | undefined => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as PackageJson;
  } catch {
    return undefined;
  }
};

const parts = (version: string) =>
  version
    .replace(/^[v=^~]+/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);

function compare(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** Whether `version` meets an `engines` range of the kinds packages use: `>=a.b.c`, `<x`, `^x`, joined by spaces and `||`. */
export function satisfies(version: string, range: string): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const [, operator = '', bound = ''] = /^(>=|<=|>|<|\^|~|=)?(.*)$/.exec(comparator) ?? [];
        const order = compare(version, bound);
        if (operator === '>=') return order >= 0;
        if (operator === '>') return order > 0;
        if (operator === '<=') return order <= 0;
        if (operator === '<') return order < 0;
        if (operator === '^') return order >= 0 && parts(version)[0] === parts(bound)[0];
        return order === 0 || bound === '*' || bound === '';
      }),
  );
}

export function checkNodeVersion({ repositoryDir, nodeVersion }: DoctorContext): CheckResult {
  const id = 'node-version';
  const wrangler = readPackage(join(repositoryDir, 'node_modules/wrangler/package.json'));
  if (!wrangler?.version)
    return failure(id, 'wrangler is not installed (node_modules/wrangler is missing).', 'Run `npm ci`.');
  const project = readPackage(join(repositoryDir, 'package.json'));
  const needs = [
    { who: `wrangler ${wrangler.version}`, range: wrangler.engines?.node },
    { who: 'this project (package.json)', range: project?.engines?.node },
  ].filter((need): need is { who: string; range: string } => Boolean(need.range));
  const unmet = needs.filter(({ range }) => !satisfies(nodeVersion, range));
  const wanted = needs.map(({ who, range }) => `${who} needs Node ${range}`).join('; ');
  if (unmet.length === 0) return ok(id, `Node ${nodeVersion}: ${wanted}.`);
  return failure(
    id,
    `Node ${nodeVersion} is too old: ${unmet.map(({ who, range }) => `${who} needs Node ${range}`).join('; ')}.`,
    `Install Node ${project?.engines?.node ?? unmet[0]?.range} (the \`node\` devDependency, node_modules/node/bin, is one), or run the commands with it; in CI, setup-node's node-version.`,
  );
}
