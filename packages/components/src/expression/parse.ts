// A recursive-descent parser for binding expressions: literals, identifiers and member paths,
// arithmetic, comparisons, logic, the ternary, and array/object literals. There are no calls,
// assignments or function literals, so a parsed expression can only read data.
//
//   expression  := conditional
//   conditional := nullish ('?' expression ':' expression)?
//   nullish     := or ('??' or)*
//   or          := and ('||' and)*         and := equality ('&&' equality)*
//   equality    := relational (('=='|'!='|'==='|'!==') relational)*
//   relational  := additive (('<'|'>'|'<='|'>=') additive)*
//   additive    := multiplicative (('+'|'-') multiplicative)*
//   multiplicative := unary (('*'|'/'|'%') unary)*
//   unary       := ('!'|'-'|'+') unary | postfix
//   postfix     := primary ('.' name | '?.' name | '[' expression ']')*
//   primary     := number | string | true | false | null | undefined | name | '(' expression ')'
//                | '[' (expression (',' expression)*)? ']' | '{' (key ':' expression (',' …)*)? '}'
import { ExpressionError, tokenize, type Token } from './tokenize.ts';

export type Node =
  | { type: 'literal'; value: unknown }
  | { type: 'identifier'; name: string }
  | { type: 'member'; object: Node; property: Node; optional: boolean }
  | { type: 'unary'; operator: string; argument: Node }
  | { type: 'binary'; operator: string; left: Node; right: Node }
  | { type: 'logical'; operator: string; left: Node; right: Node }
  | { type: 'conditional'; test: Node; consequent: Node; alternate: Node }
  | { type: 'array'; elements: Node[] }
  | { type: 'object'; entries: { key: string; value: Node }[] };

const MAX_DEPTH = 64;
const KEYWORDS: Record<string, unknown> = { true: true, false: false, null: null, undefined: undefined };

export function parseExpression(source: string): Node {
  const tokens = tokenize(source);
  let index = 0;
  let depth = 0;

  const peek = (): Token => tokens[index]!;
  const isPunctuator = (value: string) => {
    const token = peek();
    return token.kind === 'punctuator' && token.value === value;
  };
  const take = (): Token => tokens[index++]!;
  const expect = (value: string) => {
    if (!isPunctuator(value)) throw new ExpressionError(`Expected '${value}' at ${peek().at}`);
    index += 1;
  };
  const nested = <T>(parse: () => T): T => {
    depth += 1;
    if (depth > MAX_DEPTH) throw new ExpressionError('Expression is nested too deeply');
    try {
      return parse();
    } finally {
      depth -= 1;
    }
  };

  const binaryLevel =
    (operators: string[], next: () => Node, type: 'binary' | 'logical' = 'binary') =>
    (): Node => {
      let left = next();
      for (;;) {
        const token = peek();
        if (token.kind !== 'punctuator' || !operators.includes(token.value)) return left;
        index += 1;
        left = { type, operator: token.value, left, right: next() };
      }
    };

  const expression = (): Node => nested(conditional);

  function conditional(): Node {
    const test = nullish();
    if (!isPunctuator('?')) return test;
    index += 1;
    const consequent = expression();
    expect(':');
    return { type: 'conditional', test, consequent, alternate: expression() };
  }

  function unary(): Node {
    const token = peek();
    if (token.kind === 'punctuator' && ['!', '-', '+'].includes(token.value)) {
      index += 1;
      return { type: 'unary', operator: token.value, argument: nested(unary) };
    }
    return postfix();
  }
  const multiplicative = binaryLevel(['*', '/', '%'], unary);
  const additive = binaryLevel(['+', '-'], multiplicative);
  const relational = binaryLevel(['<', '>', '<=', '>='], additive);
  const equality = binaryLevel(['==', '!=', '===', '!=='], relational);
  const and = binaryLevel(['&&'], equality, 'logical');
  const or = binaryLevel(['||'], and, 'logical');
  const nullish = binaryLevel(['??'], or, 'logical');

  function postfix(): Node {
    let node = primary();
    for (;;) {
      if (isPunctuator('.') || isPunctuator('?.')) {
        const optional = (take() as { value: string }).value === '?.';
        const name = take();
        if (name.kind !== 'identifier') throw new ExpressionError(`Expected a property name at ${name.at}`);
        node = { type: 'member', object: node, property: { type: 'literal', value: name.value }, optional };
      } else if (isPunctuator('[')) {
        index += 1;
        const property = expression();
        expect(']');
        node = { type: 'member', object: node, property, optional: false };
      } else if (isPunctuator('(')) {
        throw new ExpressionError('Function calls are not allowed in expressions');
      } else {
        return node;
      }
    }
  }

  function primary(): Node {
    const token = take();
    switch (token.kind) {
      case 'number':
      case 'string':
        return { type: 'literal', value: token.value };
      case 'identifier':
        if (Object.hasOwn(KEYWORDS, token.value)) return { type: 'literal', value: KEYWORDS[token.value] };
        return { type: 'identifier', name: token.value };
      case 'punctuator':
        if (token.value === '(') {
          const inner = expression();
          expect(')');
          return inner;
        }
        if (token.value === '[') return arrayLiteral();
        if (token.value === '{') return objectLiteral();
        throw new ExpressionError(`Unexpected '${token.value}' at ${token.at}`);
      default:
        throw new ExpressionError('Unexpected end of expression');
    }
  }

  function arrayLiteral(): Node {
    const elements: Node[] = [];
    while (!isPunctuator(']')) {
      elements.push(expression());
      if (!isPunctuator(']')) expect(',');
    }
    index += 1;
    return { type: 'array', elements };
  }

  function objectLiteral(): Node {
    const entries: { key: string; value: Node }[] = [];
    while (!isPunctuator('}')) {
      const key = take();
      if (key.kind !== 'identifier' && key.kind !== 'string' && key.kind !== 'number')
        throw new ExpressionError(`Expected a key at ${key.at}`);
      const name = String(key.value);
      if (isPunctuator(':')) {
        index += 1;
        entries.push({ key: name, value: expression() });
      } else if (key.kind === 'identifier') {
        entries.push({ key: name, value: { type: 'identifier', name } });
      } else {
        throw new ExpressionError(`Expected ':' at ${peek().at}`);
      }
      if (!isPunctuator('}')) expect(',');
    }
    index += 1;
    return { type: 'object', entries };
  }

  const root = expression();
  if (peek().kind !== 'end') throw new ExpressionError(`Unexpected input at ${peek().at}`);
  return root;
}
