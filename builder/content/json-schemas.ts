/**
 * The JSON Schemas of the content files, made from the one schema of each (shared/schema.ts): an
 * editor reads the one a file names with "$schema" to complete its fields and flag a mistake as
 * it is typed, in the checker's own words. Written to schemas/ by `npm run schemas`; a test
 * regenerates them and compares, so they cannot drift from the checker.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { contentFiles } from '../../shared/content-files.ts';
import { type FileKey, fileKeys, isListKind, listField, schemaFileOf, schemasDir } from './sources.ts';

type JsonSchema = Record<string, unknown>;

/** A zod check's or type's own message ("must be a date written YYYY…"), as the checker says it. */
function messageOf(def: { error?: (issue: object) => unknown } | undefined): string | undefined {
  const message = def?.error?.({});
  return typeof message === 'string' ? message : undefined;
}

type ZodInternals = {
  _zod: { def: { error?: (issue: object) => unknown; checks?: ZodInternals[]; format?: string } };
};

/**
 * VS Code's and other editors' keywords for a field's own error text: `errorMessage` for a value of
 * the wrong type or form, `patternErrorMessage` for text not of its pattern.
 */
function withOwnWords({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }) {
  const { def } = (zodSchema as ZodInternals)._zod;
  for (const check of def.checks ?? []) {
    const message = messageOf(check._zod.def);
    if (message && check._zod.def.format === 'regex') jsonSchema.patternErrorMessage = message;
  }
  const message = messageOf(def);
  if (message && !('errorMessage' in jsonSchema)) jsonSchema.errorMessage = message;
  // Hovering a field shows its rule when it has no description of its own.
  jsonSchema.description ??= jsonSchema.patternErrorMessage ?? jsonSchema.errorMessage;
}

const dataSchemaOf = (key: FileKey): JsonSchema =>
  z.toJSONSchema(contentFiles[key].schema, {
    target: 'draft-7',
    io: 'input',
    // A refinement (a real calendar date, an end after its start) is the checker's alone.
    unrepresentable: 'any',
    override: withOwnWords as never,
  }) as JsonSchema;

/** Every subschema of a schema, the schema first, in place: each a plain object. */
function* subschemas(schema: unknown): Generator<JsonSchema> {
  if (typeof schema !== 'object' || schema === null) return;
  if (Array.isArray(schema)) {
    for (const item of schema) yield* subschemas(item);
    return;
  }
  yield schema as JsonSchema;
  for (const value of Object.values(schema)) yield* subschemas(value);
}

const isObjectSchema = (schema: JsonSchema) =>
  schema.type === 'object' && typeof schema.properties === 'object';

/**
 * A translation's schema (content/<tag>/, builder/content/overlays.ts): any field of the
 * default's, none it must have, none every language shares (the registry's `defaultOnly`), and a
 * list's item may be `null` (the default's, untranslated).
 */
function asTranslation(key: FileKey, schema: JsonSchema): JsonSchema {
  const entry = contentFiles[key];
  const shared = new Set<string>('defaultOnly' in entry ? entry.defaultOnly : []);
  for (const node of subschemas(schema)) {
    if (isObjectSchema(node)) {
      delete node.required;
      const properties = node.properties as Record<string, unknown>;
      for (const field of Object.keys(properties)) if (shared.has(field)) delete properties[field];
    }
    // With no field required, a degree and a certification are alike: either may match.
    if ('oneOf' in node) {
      node.anyOf = node.oneOf;
      delete node.oneOf;
    }
    if (node.type === 'array') {
      delete node.minItems;
      node.items = { anyOf: [node.items, { type: 'null' }] };
    }
  }
  return schema;
}

const schemaField = {
  type: 'string',
  description: 'The JSON Schema an editor checks this file against as you type (schemas/).',
};

/** The schema of a content file as written: its data with "$schema" beside it (a list's as "items"). */
export function jsonSchemaOf(key: FileKey, translation = false): JsonSchema {
  const { $schema, ...data } = dataSchemaOf(key);
  const schema = translation ? asTranslation(key, data) : data;
  const title = `content/${translation ? '<language>/' : ''}${contentFiles[key].source.file}`;
  if (isListKind(key))
    return {
      $schema,
      title,
      type: 'object',
      properties: { $schema: schemaField, [listField]: schema },
      required: [listField],
      additionalProperties: false,
    };
  return {
    $schema,
    title,
    ...schema,
    properties: { $schema: schemaField, ...(schema.properties as object) },
  };
}

/** Each schema file's text, by its path in schemas/. */
export function jsonSchemaFiles(): Map<string, string> {
  return new Map(
    fileKeys.flatMap((key) =>
      [false, true].map((translation) => [
        schemaFileOf(key, translation),
        `${JSON.stringify(jsonSchemaOf(key, translation), null, 2)}\n`,
      ]),
    ),
  );
}

if (import.meta.main) {
  for (const [file, text] of jsonSchemaFiles()) {
    await mkdir(dirname(join(schemasDir, file)), { recursive: true });
    await writeFile(join(schemasDir, file), text);
  }
  // In the repository's layout, or `npm run lint` would fail on them.
  const biome = join(schemasDir, '..', 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  execFileSync(process.execPath, [biome, 'format', '--write', schemasDir], { stdio: 'ignore' });
  console.log(`Wrote ${jsonSchemaFiles().size} JSON Schemas to schemas/`);
}
