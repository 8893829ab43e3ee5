// Text and JSON every store and reader of the document can hold. PostgreSQL's text and jsonb refuse
// the NUL character and unpaired UTF-16 surrogates, JSON has no BigInt, binary or undefined, and a
// key named __proto__ changes an object's prototype instead of adding a property. A collaborator
// can write any of them through the socket, so the server cleans what clients write and every read
// cleans what older documents hold, with the same rules.
import {
  LIST_INDEX,
  MAX_DOCUMENT_DEPTH,
  SHORTEST_TEXT_LIMIT,
  keyLimitAt,
  textLimitAt,
  type DocumentPath,
} from './document-limits.ts';

// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const SUSPECT = /[\u0000\ud800-\udfff]/;
const REPLACEMENT = '\ufffd';

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The first `max` code units of the text, never ending on half a surrogate pair. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, isHigh(text.charCodeAt(max - 1)) ? max - 1 : max);
}

/**
 * The text without NUL characters, each unpaired surrogate replaced by U+FFFD, cut to `max` code
 * units. Answers the very same string when there was nothing to change.
 */
export function cleanText(text: string, max: number = Infinity): string {
  if (!SUSPECT.test(text)) return truncate(text, max);
  let result = '';
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) {
      result += text.slice(start, index);
      start = index + 1;
    } else if (isHigh(code) && isLow(text.charCodeAt(index + 1))) {
      index += 1;
    } else if (isHigh(code) || isLow(code)) {
      result += text.slice(start, index) + REPLACEMENT;
      start = index + 1;
    }
  }
  if (start === 0) return truncate(text, max);
  return truncate(result + text.slice(start), max);
}

/**
 * The key cleaned as a text, or null when it cannot be a key: nothing but NUL characters, longer
 * than `max`, or __proto__.
 */
export function cleanKey(key: string, max: number): string | null {
  const cleaned = cleanText(key);
  if (cleaned.length > max || cleaned === '__proto__') return null;
  if (cleaned === '' && key !== '') return null;
  return cleaned;
}

/** The longest a string at this path may be (the path is read only for long strings). */
function limitFor(text: string, path: DocumentPath): number {
  return text.length < SHORTEST_TEXT_LIMIT ? Infinity : textLimitAt(path);
}

/**
 * A plain value (what a Y.Map entry or a Y.Array item holds) as JSON every reader can hold: strings
 * cleaned and capped by their path, keys cleaned (a cleaned key already taken is dropped, the key
 * that was clean wins), BigInt as a number, non-finite numbers as null, binary, undefined and what
 * nests deeper than MAX_DOCUMENT_DEPTH dropped. Answers the same reference when nothing changed, and
 * undefined for a value that cannot be held at all (the caller drops it; a list holds null).
 */
export function cleanJson(value: unknown, path: DocumentPath = []): unknown {
  return cleanAt(value, [...path]);
}

/** cleanJson with a path it extends while it walks and restores before it answers (no copy). */
export function cleanAt(value: unknown, path: string[]): unknown {
  switch (typeof value) {
    case 'string':
      return cleanText(value, limitFor(value, path));
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'bigint': {
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
    case 'boolean':
      return value;
    case 'object':
      if (value === null) return null;
      if (path.length >= MAX_DOCUMENT_DEPTH || ArrayBuffer.isView(value)) return undefined;
      return Array.isArray(value)
        ? cleanList(value, path)
        : cleanRecord(value as Record<string, unknown>, path);
    default:
      return undefined;
  }
}

function cleanList(list: unknown[], path: string[]): unknown[] {
  let result: unknown[] | null = null;
  path.push(LIST_INDEX);
  for (let index = 0; index < list.length; index += 1) {
    const item = list[index];
    const cleaned = cleanAt(item, path) ?? null;
    if (cleaned !== item && !result) result = list.slice(0, index);
    result?.push(cleaned);
  }
  path.pop();
  return result ?? list;
}

function cleanRecord(record: Record<string, unknown>, path: string[]): Record<string, unknown> {
  const prototype = Object.getPrototypeOf(record) as unknown;
  let changed = prototype !== Object.prototype && prototype !== null;
  const keyLimit = keyLimitAt(path);
  const entries: Array<[key: string, cleanKey: string | null, value: unknown]> = [];
  for (const key of Object.keys(record)) {
    const item = record[key];
    const cleanedKey = cleanKey(key, keyLimit);
    path.push(cleanedKey ?? key);
    const cleaned = cleanedKey === null ? undefined : cleanAt(item, path);
    path.pop();
    if (cleanedKey !== key || cleaned !== item) changed = true;
    entries.push([key, cleanedKey, cleaned]);
  }
  if (!changed) return record;
  return recordOf(entries);
}

/** Entries whose key was clean first, then the cleaned ones where their key is still free. */
export function recordOf(
  entries: Iterable<[key: string, cleanKey: string | null, value: unknown]>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const later: Array<[string, unknown]> = [];
  for (const [key, cleanedKey, value] of entries) {
    if (cleanedKey === null || value === undefined) continue;
    if (cleanedKey === key) result[key] = value;
    else later.push([cleanedKey, value]);
  }
  for (const [key, value] of later) if (!Object.hasOwn(result, key)) result[key] = value;
  return result;
}
