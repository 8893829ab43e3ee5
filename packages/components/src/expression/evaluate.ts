// Evaluates parsed binding expressions against plain data. Reads only own, non-prototype
// properties of plain objects and arrays (plus `length`), so input such as
// `constructor.constructor('…')` or `__proto__` can neither reach a function nor run code.
import { parseExpression, type Node } from './parse.ts';
import { ExpressionError } from './tokenize.ts';

export { ExpressionError };
export type Scope = Readonly<Record<string, unknown>>;

const FORBIDDEN = new Set([
  '__proto__',
  'prototype',
  'constructor',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

const cache = new Map<string, Node>();
const CACHE_LIMIT = 500;

function parseCached(source: string): Node {
  let node = cache.get(source);
  if (!node) {
    node = parseExpression(source);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(source, node);
  }
  return node;
}

function readProperty(object: unknown, key: unknown): unknown {
  if (typeof key !== 'string' && typeof key !== 'number') throw new ExpressionError('Invalid property key');
  const name = String(key);
  if (FORBIDDEN.has(name)) throw new ExpressionError(`Property '${name}' is not accessible`);
  if (typeof object === 'string') {
    if (name === 'length') return object.length;
    if (/^\d+$/.test(name)) return object[Number(name)];
    throw new ExpressionError(`Strings have no property '${name}'`);
  }
  if (Array.isArray(object)) {
    if (name === 'length') return object.length;
    if (/^\d+$/.test(name)) return object[Number(name)];
    throw new ExpressionError(`Arrays have no property '${name}'`);
  }
  if (object !== null && typeof object === 'object') {
    if (!Object.hasOwn(object, name)) return undefined;
    const value = (object as Record<string, unknown>)[name];
    if (typeof value === 'function') throw new ExpressionError(`Property '${name}' is not data`);
    return value;
  }
  throw new ExpressionError(`Cannot read '${name}' of ${object === null ? 'null' : typeof object}`);
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean' || value === null) return Number(value);
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

function primitive(value: unknown): string | number | boolean | null | undefined {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function binary(operator: string, left: unknown, right: unknown): unknown {
  switch (operator) {
    case '+': {
      const a = primitive(left);
      const b = primitive(right);
      if (typeof a === 'string' || typeof b === 'string') return `${a ?? ''}${b ?? ''}`;
      return toNumber(a) + toNumber(b);
    }
    case '-':
      return toNumber(left) - toNumber(right);
    case '*':
      return toNumber(left) * toNumber(right);
    case '/':
      return toNumber(left) / toNumber(right);
    case '%':
      return toNumber(left) % toNumber(right);
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    // Loose equality on primitives only: objects compare by identity, never through valueOf.
    case '==':
      return primitive(left) == primitive(right);
    case '!=':
      return primitive(left) != primitive(right);
    case '<':
      return (primitive(left) as number) < (primitive(right) as number);
    case '>':
      return (primitive(left) as number) > (primitive(right) as number);
    case '<=':
      return (primitive(left) as number) <= (primitive(right) as number);
    case '>=':
      return (primitive(left) as number) >= (primitive(right) as number);
    default:
      throw new ExpressionError(`Unknown operator ${operator}`);
  }
}

function evaluateNode(node: Node, scope: Scope): unknown {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'identifier':
      if (FORBIDDEN.has(node.name) || !Object.hasOwn(scope, node.name))
        throw new ExpressionError(`'${node.name}' is not defined`);
      return scope[node.name];
    case 'member': {
      const object = evaluateNode(node.object, scope);
      if (node.optional && (object === null || object === undefined)) return undefined;
      return readProperty(object, evaluateNode(node.property, scope));
    }
    case 'unary': {
      const value = evaluateNode(node.argument, scope);
      if (node.operator === '!') return !value;
      return node.operator === '-' ? -toNumber(value) : toNumber(value);
    }
    case 'binary':
      return binary(node.operator, evaluateNode(node.left, scope), evaluateNode(node.right, scope));
    case 'logical': {
      const left = evaluateNode(node.left, scope);
      if (node.operator === '&&') return left ? evaluateNode(node.right, scope) : left;
      if (node.operator === '||') return left ? left : evaluateNode(node.right, scope);
      return left ?? evaluateNode(node.right, scope);
    }
    case 'conditional':
      return evaluateNode(node.test, scope)
        ? evaluateNode(node.consequent, scope)
        : evaluateNode(node.alternate, scope);
    case 'array':
      return node.elements.map((element) => evaluateNode(element, scope));
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const entry of node.entries) {
        if (FORBIDDEN.has(entry.key)) throw new ExpressionError(`Key '${entry.key}' is not allowed`);
        result[entry.key] = evaluateNode(entry.value, scope);
      }
      return result;
    }
  }
}

/** Evaluates `source` against `scope`; throws ExpressionError on bad syntax or bad access. */
export function evaluateExpression(source: string, scope: Scope): unknown {
  return evaluateNode(parseCached(source), scope);
}

export type EvaluationResult = { ok: true; value: unknown } | { ok: false; error: string };

/** Evaluates without throwing: failures come back as a message the diagnostics panel can show. */
export function tryEvaluate(source: string, scope: Scope): EvaluationResult {
  try {
    return { ok: true, value: evaluateExpression(source, scope) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
