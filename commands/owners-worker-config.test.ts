import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownersWorkerConfig } from './owners-worker-config.ts';

/** A project with this repository's wrangler.toml and an owner's content/ holding `settings`. */
function project(settings?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'owners-config-'));
  copyFileSync(join(import.meta.dirname, '..', 'wrangler.toml'), join(dir, 'wrangler.toml'));
  mkdirSync(join(dir, 'content'));
  if (settings) writeFileSync(join(dir, 'content', 'deploy.toml'), settings);
  return dir;
}

describe('the configuration wrangler’s own commands read (secret list, kv and d1 --remote, the dry run)', () => {
  it("names the owner's Worker and carries their settings, its paths still reaching the project's files", () => {
    const dir = project('name = "jane-doe"\n[vars]\nCONTACT_DAILY_CAP = "40"\n');
    const path = ownersWorkerConfig(dir, join(dir, 'content'));
    const config = JSON.parse(readFileSync(path, 'utf8'));
    expect(config).toMatchObject({ name: 'jane-doe', vars: { CONTACT_DAILY_CAP: '40', COUNTING: 'on' } });
    const from = (relativePath: string) => resolve(dirname(path), relativePath);
    expect(from(config.main)).toBe(join(dir, 'worker', 'index.ts'));
    expect(from(config.assets.directory)).toBe(join(dir, 'dist', 'client'));
    expect(from(config.d1_databases[0].migrations_dir)).toBe(join(dir, 'migrations'));
  });

  it("is wrangler.toml itself when the owner's settings cannot be used (the content check says why)", () => {
    const dir = project('name = "Jane Doe"\n');
    expect(ownersWorkerConfig(dir, join(dir, 'content'))).toBe(join(dir, 'wrangler.toml'));
  });
});
