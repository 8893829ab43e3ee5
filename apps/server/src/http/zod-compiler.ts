// Route schemas are zod. Fastify runs them before the handler (params, body, then query) and this
// compiler answers a mismatch exactly as parse() does — 400 {message} naming the field — so moving a
// check from the handler into the route's schema changes no response. @fastify/swagger reads the same
// schemas to describe the API at /v2/docs.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './errors.ts';
import { parse } from './validate.ts';

export const NUL_MESSAGE = 'Text cannot contain the NUL character';

const bodyMayBeAbsent = new WeakSet<z.ZodType>();

/** A body schema for calls that may carry no body at all: an absent body reads as `{}`. */
export function absentBodyAsEmpty<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone() as T;
  bodyMayBeAbsent.add(copy);
  return copy;
}

/** The path of the first string holding a NUL character: PostgreSQL cannot store one in text. */
function nulCharacterAt(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterAt(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

const PART_NAMES: Record<string, string> = { body: 'body', params: 'params', querystring: 'query' };

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart, url }) => {
  if (typeof (schema as { safeParse?: unknown }).safeParse !== 'function') {
    throw new Error(`The ${httpPart ?? 'request'} schema of ${url} is not a zod schema`);
  }
  const what = PART_NAMES[httpPart ?? 'body'] ?? httpPart ?? 'body';
  const absent = what === 'body' && bodyMayBeAbsent.has(schema) ? {} : undefined;
  return (data) => {
    try {
      const nul = nulCharacterAt(data);
      if (nul) throw badRequest(`${nul.length ? nul.join('.') : what}: ${NUL_MESSAGE}`);
      // Fastify hands an absent body over as null; parse() reads only undefined as "missing".
      return { value: parse(schema, data ?? absent, what) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};
