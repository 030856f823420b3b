/**
 * What a release changes in the owner's repository, file by file, from three trees: the release
 * the owner is on (base), the owner's own, and the next release. A product file the release
 * changes is taken when the owner left it as it was; one the owner changed too is a conflict, and
 * the update stops. The owner's files (owner-paths.ts) are never in the plan.
 */
import type { TreeFiles } from './git.ts';
import { isOwnerPath } from './owner-paths.ts';

/** A file the update writes ("mode blob-id" of the release), or removes (undefined). */
export type Change = { path: string; file: string | undefined };

export type Plan = {
  changes: Change[];
  /** Product files the owner changed (or removed, or added) that the release changes too. */
  conflicts: string[];
  /** Product files the owner changed that the release leaves alone: kept as the owner has them. */
  kept: string[];
};

/**
 * The changes that write a symbolic link (mode 120000): the update refuses them, since a link in
 * the owner's tree can point anywhere on their machine, and the build would follow it.
 */
export const symbolicLinksIn = (changes: Change[]): Change[] =>
  changes.filter(({ file }) => file?.startsWith('120000 '));

const isWorkflow = (path: string) => path.startsWith('.github/workflows/');

export function planUpdate(
  base: TreeFiles,
  owners: TreeFiles,
  release: TreeFiles,
  {
    resolved = new Set<string>(),
    released = () => false,
  }: {
    /** Paths the move-over already reconciled: taken as released. */
    resolved?: Set<string>;
    /** Whether a version of a path is one a release had (releasedVersions): not the owner's edit. */
    released?: (path: string, file: string) => boolean;
  } = {},
): Plan {
  const plan: Plan = { changes: [], conflicts: [], kept: [] };
  const paths = new Set([...base.keys(), ...release.keys()]);
  for (const path of [...paths].sort()) {
    if (isOwnerPath(path)) continue;
    const [was, has, next] = [base.get(path), owners.get(path), release.get(path)];
    if (has === next) continue;
    const ownersEdit = has !== was && !(has !== undefined && released(path, has)) && !resolved.has(path);
    if (!ownersEdit) plan.changes.push({ path, file: next });
    else if (was === next) plan.kept.push(path);
    else plan.conflicts.push(path);
  }
  return plan;
}

/** The plan without the release's changes to workflows, which GITHUB_TOKEN may not push. */
export function withoutWorkflows(plan: Plan): { plan: Plan; leftOut: Change[] } {
  return {
    plan: { ...plan, changes: plan.changes.filter((change) => !isWorkflow(change.path)) },
    leftOut: plan.changes.filter((change) => isWorkflow(change.path)),
  };
}
