import { describe, expect, it } from 'vitest';
import { cleanJson, cleanKey, cleanText } from './clean-text.ts';
import { MAX_DOCUMENT_DEPTH, MAX_DOCUMENT_TEXT_LENGTH } from './document-limits.ts';

describe('cleanText', () => {
  it('answers the same string when there is nothing to clean', () => {
    const text = 'Vitrine 🚀 é';
    expect(cleanText(text)).toBe(text);
  });

  it('drops NUL characters and replaces unpaired surrogates', () => {
    expect(cleanText('a\u0000b\u0000')).toBe('ab');
    expect(cleanText('\ud800x\udc00')).toBe('\ufffdx\ufffd');
    expect(cleanText('🚀\ud83d')).toBe('🚀\ufffd');
  });

  it('cuts to the limit without splitting a surrogate pair', () => {
    expect(cleanText('abc', 2)).toBe('ab');
    expect(cleanText('a🚀', 2)).toBe('a');
  });
});

describe('cleanKey', () => {
  it('cleans a key, and refuses one that is empty once cleaned, too long or __proto__', () => {
    expect(cleanKey('co\u0000lor', 100)).toBe('color');
    expect(cleanKey('', 100)).toBe('');
    expect(cleanKey('\u0000', 100)).toBeNull();
    expect(cleanKey('x'.repeat(101), 100)).toBeNull();
    expect(cleanKey('__proto__', 100)).toBeNull();
  });
});

describe('cleanJson', () => {
  it('keeps a clean value as it is', () => {
    const value = { a: [1, 'two', { three: true }], b: null };
    expect(cleanJson(value)).toBe(value);
  });

  it('cleans strings and keys at any depth; a clean key wins over a cleaned one', () => {
    expect(cleanJson({ 'k\u0000': 1, k: 2, list: ['\u0000x', { 'y\u0000': '\ud800' }] })).toEqual({
      k: 2,
      list: ['x', { y: '\ufffd' }],
    });
  });

  it('holds only JSON: BigInt as a number, no binary, undefined or infinite numbers', () => {
    expect(cleanJson({ n: 5n, huge: 10n ** 400n, bytes: new Uint8Array(2), gone: undefined })).toEqual({
      n: 5,
      huge: null,
    });
    expect(cleanJson([undefined, NaN, Infinity, new Uint8Array(1)])).toEqual([null, null, null, null]);
  });

  it('drops what a prototype-changing key or deep nesting brings', () => {
    const polluted = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>;
    expect(cleanJson(polluted)).toEqual({ a: 1 });
    const assigned: Record<string, unknown> = {};
    assigned['__proto__'] = { polluted: true };
    expect(Object.getPrototypeOf(cleanJson(assigned))).toBe(Object.prototype);
    let deep: unknown = 'bottom';
    for (let depth = 0; depth < MAX_DOCUMENT_DEPTH + 10; depth += 1) deep = [deep];
    expect(JSON.stringify(cleanJson(deep))).not.toContain('bottom');
  });

  it('caps strings by where they sit', () => {
    expect(cleanJson('x'.repeat(300), ['label'])).toHaveLength(200);
    expect(cleanJson('x'.repeat(300), ['pages', 'p', 'label'])).toHaveLength(300);
    expect(cleanJson({ family: 'F'.repeat(120) }, ['config', 'themes', 'default', 'imports', '*'])).toEqual({
      family: 'F'.repeat(100),
    });
    expect(cleanJson('y'.repeat(MAX_DOCUMENT_TEXT_LENGTH + 1))).toHaveLength(MAX_DOCUMENT_TEXT_LENGTH);
  });
});
