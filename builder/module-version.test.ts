import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moduleVersion } from './module-version.ts';

describe('the version of a module’s code', () => {
  // Inside the project: the packages it imports are looked up in its node_modules.
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(import.meta.dirname, '.module-version-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('changes with a module it imports, and with nothing else', () => {
    const write = (name: string, source: string) => writeFileSync(join(dir, name), source);
    write('helper.ts', 'export const two = 2;\n');
    write('unused.ts', 'export const three = 3;\n');
    write('a.ts', "import { visit } from 'unist-util-visit';\nimport { two } from './helper.ts';\n");
    write('b.ts', "import { visit } from 'unist-util-visit';\nimport { two } from './helper.ts';\n");
    const before = moduleVersion(join(dir, 'a.ts'));
    write('helper.ts', 'export const two = 1 + 1;\n');
    write('unused.ts', 'export const three = 1 + 2;\n');
    // Versions are worked out once a process: b.ts is read after the change.
    expect(moduleVersion(join(dir, 'b.ts'))).not.toBe(before);
    expect(moduleVersion(join(dir, 'a.ts'))).toBe(before);
  });

  it("changes with the lock file, where a package's own dependencies are pinned", () => {
    writeFileSync(join(dir, 'c.ts'), "import { visit } from 'unist-util-visit';\n");
    const lock = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return { lockFile: join(dir, name) };
    };
    const before = moduleVersion(join(dir, 'c.ts'), lock('before.json', '{"hast-util-sanitize":"5.0.1"}'));
    const after = moduleVersion(join(dir, 'c.ts'), lock('after.json', '{"hast-util-sanitize":"5.0.2"}'));
    expect(after).not.toBe(before);
    expect(moduleVersion(join(dir, 'c.ts'), { lockFile: join(dir, 'before.json') })).toBe(before);
  });
});
