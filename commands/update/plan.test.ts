import { describe, expect, it } from 'vitest';
import type { TreeFiles } from './git.ts';
import { planUpdate, withoutWorkflows } from './plan.ts';

const tree = (files: Record<string, string>): TreeFiles =>
  new Map(Object.entries(files).map(([path, id]) => [path, `100644 ${id}`]));

describe('what a release changes in an owner’s repository, file by file', () => {
  const base = tree({ 'web/a.ts': 'a1', 'web/b.ts': 'b1', 'web/c.ts': 'c1', 'content/site.json': 's1' });

  it('takes what the release changed, added or removed where the owner left the file as it was', () => {
    const release = tree({
      'web/a.ts': 'a2',
      'web/b.ts': 'b1',
      'web/new.ts': 'n1',
      'content/site.json': 's2',
    });
    expect(planUpdate(base, base, release)).toEqual({
      changes: [
        { path: 'web/a.ts', file: '100644 a2' },
        { path: 'web/c.ts', file: undefined },
        { path: 'web/new.ts', file: '100644 n1' },
      ],
      conflicts: [],
      kept: [],
    });
  });

  it("never plans an owner's file, whatever the release does to the same path", () => {
    const owners = tree({
      ...Object.fromEntries([...base].map(([p, f]) => [p, f.split(' ')[1]])),
      'content/site.json': 'mine',
    });
    const plan = planUpdate(
      base,
      owners,
      tree({ 'content/site.json': 's2', 'content/writing/sample.md': 'p1' }),
    );
    expect(
      [...plan.changes, ...plan.conflicts, ...plan.kept].map((entry) =>
        typeof entry === 'string' ? entry : entry.path,
      ),
    ).not.toContainEqual(expect.stringMatching(/^content\//));
  });

  it("stops on a file both changed, and keeps the owner's change where the release left the file alone", () => {
    const owners = tree({ 'web/a.ts': 'mine', 'web/b.ts': 'mine too', 'content/site.json': 's1' });
    const release = tree({ 'web/a.ts': 'a2', 'web/b.ts': 'b1', 'web/c.ts': 'c2' });
    const plan = planUpdate(base, owners, release);
    expect(plan.conflicts).toEqual(['web/a.ts', 'web/c.ts']); // c.ts: removed by the owner, changed by the release
    expect(plan.kept).toEqual(['web/b.ts']);
  });

  it('takes a file over a version an earlier release had: the owner never edited it', () => {
    const owners = tree({ ...{ 'web/a.ts': 'a0' }, 'web/b.ts': 'b1', 'web/c.ts': 'c1' });
    const released = (path: string, file: string) => path === 'web/a.ts' && file === '100644 a0';
    expect(
      planUpdate(base, owners, tree({ 'web/a.ts': 'a1', 'web/b.ts': 'b1', 'web/c.ts': 'c1' }), { released })
        .changes,
    ).toEqual([{ path: 'web/a.ts', file: '100644 a1' }]);
  });

  it('sees a change of mode as a change', () => {
    const release = new Map(base);
    release.set('web/a.ts', '100755 a1');
    expect(planUpdate(base, base, release).changes).toEqual([{ path: 'web/a.ts', file: '100755 a1' }]);
  });

  it('leaves the workflows out for GITHUB_TOKEN, and lists them', () => {
    const release = tree({
      ...{ 'web/a.ts': 'a2', 'web/b.ts': 'b1', 'web/c.ts': 'c1' },
      '.github/workflows/ci.yml': 'w2',
    });
    const { plan, leftOut } = withoutWorkflows(planUpdate(base, base, release));
    expect(plan.changes.map(({ path }) => path)).toEqual(['web/a.ts']);
    expect(leftOut).toEqual([{ path: '.github/workflows/ci.yml', file: '100644 w2' }]);
  });
});
