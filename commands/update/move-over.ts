/**
 * The one move of a fork made before the owner's and the product's files were apart (before
 * 2.0.0): the owner's settings in wrangler.toml (the Worker's name, domain, e-mail, caps) move to
 * content/deploy.toml, and wrangler.toml becomes the release's. Run by `npm run update` from the
 * release's own code, once its files are in place:
 *
 *   node commands/update/move-over.ts [--json] OWNERS_WRANGLER_TOML BASE_WRANGLER_TOML CONTENT_DIR
 *
 * It prints one line per setting moved or not carried over; with `--json`, the update's form,
 * `{ "lines": [...], "written": [...] }` (migrate-content.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { parse, stringify } from 'smol-toml';
import { ownerVars, workerSettingsFile } from '../../builder/worker-settings.ts';

/** The top-level keys of wrangler.toml that are the owner's to set (builder/worker-settings.ts). */
const ownerKeys = ['name', 'account_id', 'workers_dev', 'preview_urls', 'route', 'routes', 'send_email'];

export type MovedSettings = {
  /** content/deploy.toml's text; undefined when the owner changed none of their settings. */
  settings: string | undefined;
  moved: string[];
  /** Changes of the owner's to the product's keys, which the release's wrangler.toml replaces. */
  notCarried: string[];
};

type Table = Record<string, unknown>;

export function moveWorkerSettings(ownersText: string, baseText: string): MovedSettings {
  const [owners, base] = [parse(ownersText) as Table, parse(baseText) as Table];
  const settings: Table = {};
  const vars: Table = {};
  const notCarried: string[] = [];
  for (const key of new Set([...Object.keys(owners), ...Object.keys(base)])) {
    if (key === 'vars') continue;
    if (isDeepStrictEqual(owners[key], base[key])) continue;
    if (ownerKeys.includes(key) && owners[key] !== undefined) settings[key] = owners[key];
    else notCarried.push(key);
  }
  const [ownersVars, baseVars] = [(owners.vars ?? {}) as Table, (base.vars ?? {}) as Table];
  for (const name of new Set([...Object.keys(ownersVars), ...Object.keys(baseVars)])) {
    if (isDeepStrictEqual(ownersVars[name], baseVars[name])) continue;
    if ((ownerVars as readonly string[]).includes(name) && ownersVars[name] !== undefined)
      vars[name] = String(ownersVars[name]);
    else notCarried.push(`vars.${name}`);
  }
  if (Object.keys(vars).length > 0) settings.vars = vars;
  const moved = [
    ...Object.keys(settings).filter((key) => key !== 'vars'),
    ...Object.keys(vars).map((name) => `vars.${name}`),
  ];
  const settingsText =
    moved.length === 0
      ? undefined
      : `# Your Worker's settings, moved here from wrangler.toml by \`npm run update\`. wrangler.toml is
# the product's now; sample/deploy.toml lists what you may set here.
${stringify(settings)}
`;
  return { settings: settingsText, moved, notCarried };
}

if (import.meta.main) {
  const {
    positionals: [ownersFile, baseFile, contentDir],
    values: { json },
  } = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean', default: false } } });
  const target = join(contentDir, workerSettingsFile);
  const { settings, moved, notCarried } = moveWorkerSettings(
    readFileSync(ownersFile, 'utf8'),
    readFileSync(baseFile, 'utf8'),
  );
  const lines: string[] = [];
  const written: string[] = [];
  if (settings && existsSync(target))
    lines.push(
      `kept: content/${workerSettingsFile} exists, so wrangler.toml's settings were not moved into it: ${moved.join(', ')}`,
    );
  else if (settings) {
    writeFileSync(target, settings);
    written.push(target.split('\\').join('/'));
    for (const key of moved) lines.push(`moved: wrangler.toml ${key} → content/${workerSettingsFile}`);
  }
  for (const key of notCarried)
    lines.push(
      `not carried over: your change to wrangler.toml's ${key} (the product's setting; the release's wrangler.toml stands)`,
    );
  if (json) console.log(JSON.stringify({ lines, written }));
  else for (const line of lines) console.log(line);
}
