// fast-check arbitraries derived from a route's zod schemas (through zod's own JSON Schema output), so
// the fuzzer follows every route as it is declared: mostly well-shaped requests that reach the
// handler, mixed with values of the wrong type, hostile strings and prototype-polluting keys.
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** Strings that have broken servers before: markup, traversal, SQL, control and wide characters. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  "'; drop table users; --",
  '\u0000',
  '\ud800',
  '𝕍𝕚𝕥𝕣𝕚𝕟𝕖 🚀',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '1e309',
  'NaN',
  'x'.repeat(5000),
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

/** Any JSON value at all, including ones that try to pollute prototypes. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length <= (schema.maxLength ?? 2000));
    } catch {
      // A pattern fast-check cannot read: fall back to plain strings.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  return integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true });
}

/** Values that fit the JSON schema (as far as its keywords go). */
export function fitting(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((one) => fitting(one, depth + 1)));
  if (schema.allOf?.length) return fitting(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fitting(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = fitting(value, depth + 1);
      const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
      if (
        !Object.keys(properties).length &&
        schema.additionalProperties &&
        schema.additionalProperties !== true
      ) {
        return fc.dictionary(fc.string({ maxLength: 20 }), fitting(schema.additionalProperties, depth + 1), {
          maxKeys: 4,
        });
      }
      return fc.record(record, { requiredKeys });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value that mostly fits the schema, else anything: each field may be swapped for a hostile one. */
export function fuzzed(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema?.type === 'object' && schema.properties && depth < 3) {
    const required = new Set(schema.required ?? []);
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, value] of Object.entries(schema.properties)) record[key] = fuzzed(value, depth + 1);
    const keys = Object.keys(schema.properties);
    return fc.oneof(
      { weight: 6, arbitrary: fc.record(record, { requiredKeys: keys.filter((key) => required.has(key)) }) },
      { weight: 1, arbitrary: anyJson },
    );
  }
  return fc.oneof({ weight: 5, arbitrary: fitting(schema, depth) }, { weight: 1, arbitrary: anyJson });
}

/** The JSON Schema of a zod schema as a request sees it (before transforms and defaults). */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A lone surrogate cannot travel in a URL: it goes as U+FFFD, as browsers send it. */
export const encodeSegment = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

/** Query strings carry text only: numbers and booleans become their text, objects become JSON. */
export function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return `q=${encodeSegment(typeof value === 'string' ? value : String(JSON.stringify(value)))}`;
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      search.append(key, typeof one === 'string' ? one : String(JSON.stringify(one)));
    }
  }
  return search.toString();
}
