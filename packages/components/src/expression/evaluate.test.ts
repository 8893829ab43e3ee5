import { describe, expect, it } from 'vitest';
import { evaluateExpression, tryEvaluate } from './evaluate.ts';

const scope = {
  state: { count: 3, name: 'Ada', items: [{ price: 10 }, { price: 5 }], open: false },
  currency: 'INR',
  item: { label: 'Red' },
};
const run = (source: string) => evaluateExpression(source, scope);

describe('binding expressions', () => {
  it('evaluates literals, paths and arithmetic', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 % 4 - 1 / 2')).toBe(1.5);
    expect(run('-state.count')).toBe(-3);
    expect(run("'Hi ' + state.name")).toBe('Hi Ada');
    expect(run('state.items[1].price')).toBe(5);
    expect(run("state['count']")).toBe(3);
    expect(run('state.items.length')).toBe(2);
    expect(run('1.5e2')).toBe(150);
    expect(run('"a\\"b"')).toBe('a"b');
  });

  it('evaluates comparisons, logic and the ternary', () => {
    expect(run('state.count > 2 && !state.open')).toBe(true);
    expect(run('state.count >= 4 || "fallback"')).toBe('fallback');
    expect(run("currency === 'USD' ? '$' : '₹'")).toBe('₹');
    expect(run('state.count == "3"')).toBe(true);
    expect(run('state.count !== 3')).toBe(false);
    expect(run('state.missing ?? 42')).toBe(42);
    expect(run('state.missing?.deep')).toBeUndefined();
  });

  it('builds arrays and objects', () => {
    expect(run('[1, state.count, "x"]')).toEqual([1, 3, 'x']);
    expect(run('{ a: 1, "b": state.name, count: state.count }')).toEqual({ a: 1, b: 'Ada', count: 3 });
    expect(run('[]')).toEqual([]);
  });

  it('reports unknown names and syntax errors instead of throwing through', () => {
    expect(tryEvaluate('nope + 1', scope)).toEqual({ ok: false, error: "'nope' is not defined" });
    expect(tryEvaluate('1 +', scope).ok).toBe(false);
    expect(tryEvaluate('state.name.first.second', scope).ok).toBe(false);
    expect(tryEvaluate('"unterminated', scope).ok).toBe(false);
  });

  it('refuses hostile input', () => {
    const hostile = [
      'constructor.constructor("return process")()',
      'constructor',
      'state.constructor',
      'state.constructor.constructor',
      'state["constructor"]["constructor"]',
      "state['__proto__']",
      'state.__proto__',
      '[].constructor',
      "''.constructor",
      'state.items.map',
      'alert(1)',
      'globalThis',
      'window.location',
      'this',
      'state.count = 1',
      '{ __proto__: 1 }',
      '(() => 1)',
      'x'.repeat(3000),
      '('.repeat(200) + '1' + ')'.repeat(200),
    ];
    for (const source of hostile) {
      const result = tryEvaluate(source, scope);
      expect(result.ok, source.slice(0, 40)).toBe(false);
    }
  });

  it('never reaches Object.prototype through a plain object', () => {
    expect(tryEvaluate('item.hasOwnProperty', scope)).toEqual({ ok: true, value: undefined });
    expect(tryEvaluate('item.valueOf', scope)).toEqual({ ok: true, value: undefined });
    expect(tryEvaluate('item.toString', scope)).toEqual({ ok: true, value: undefined });
  });
});
