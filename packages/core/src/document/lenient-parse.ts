// Parses a value with a zod schema keeping whatever parses: a record entry or a list item that does
// not is dropped, an object field that does not takes its default (or is left out when optional),
// and only an object missing a required field fails as a whole. Unknown object keys are kept as
// they are, so a valid value reads back unchanged (save for the schema's own defaults).
import { z } from 'zod';

export type LenientResult = { ok: true; value: unknown } | { ok: false };

const FAILED: LenientResult = { ok: false };
const ok = (value: unknown): LenientResult => ({ ok: true, value });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function strict(schema: z.ZodType, value: unknown): LenientResult {
  const result = schema.safeParse(value);
  return result.success ? ok(result.data) : FAILED;
}

/** Refinements of a container (a record that must not be empty), checked without its children. */
function passesChecks(schema: z.ZodType, shallow: z.ZodType, value: unknown): boolean {
  const checks = schema._zod.def.checks as z.core.$ZodCheck<unknown>[] | undefined;
  if (!checks?.length) return true;
  return shallow.check(...checks).safeParse(value).success;
}

export function parseLeniently(schema: z.ZodType, value: unknown): LenientResult {
  if (schema instanceof z.ZodDefault) {
    if (value === undefined) return strict(schema, undefined);
    const inner = parseLeniently(schema.removeDefault() as z.ZodType, value);
    return inner.ok ? inner : strict(schema, undefined);
  }
  if (schema instanceof z.ZodOptional) {
    if (value === undefined) return ok(undefined);
    const inner = parseLeniently(schema.unwrap() as z.ZodType, value);
    return inner.ok ? inner : ok(undefined);
  }
  if (schema instanceof z.ZodNullable) {
    return value === null ? ok(null) : parseLeniently(schema.unwrap() as z.ZodType, value);
  }
  if (schema instanceof z.ZodObject) return parseObject(schema, value);
  if (schema instanceof z.ZodRecord) return parseRecord(schema, value);
  if (schema instanceof z.ZodArray) return parseList(schema, value);
  return strict(schema, value);
}

function parseObject(schema: z.ZodObject, value: unknown): LenientResult {
  if (!isRecord(value)) return FAILED;
  const result: Record<string, unknown> = { ...value };
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const parsed = parseLeniently(field, value[key]);
    if (!parsed.ok) return FAILED;
    if (parsed.value === undefined) delete result[key];
    else result[key] = parsed.value;
  }
  return passesChecks(schema, z.looseObject({}), result) ? ok(result) : FAILED;
}

function parseRecord(schema: z.ZodRecord, value: unknown): LenientResult {
  if (!isRecord(value)) return FAILED;
  const keyType = schema.keyType as z.ZodType;
  const valueType = schema.valueType as z.ZodType;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__' || !keyType.safeParse(key).success) continue;
    const parsed = parseLeniently(valueType, item);
    if (parsed.ok && parsed.value !== undefined) result[key] = parsed.value;
  }
  return passesChecks(schema, z.record(z.string(), z.unknown()), result) ? ok(result) : FAILED;
}

function parseList(schema: z.ZodArray, value: unknown): LenientResult {
  if (!Array.isArray(value)) return FAILED;
  const element = schema.element as z.ZodType;
  const result: unknown[] = [];
  for (const item of value) {
    const parsed = parseLeniently(element, item);
    if (parsed.ok) result.push(parsed.value);
  }
  return passesChecks(schema, z.array(z.unknown()), result) ? ok(result) : FAILED;
}
