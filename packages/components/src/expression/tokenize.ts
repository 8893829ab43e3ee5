// Tokens of the binding expression language (see parse.ts for the grammar).

export type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'identifier'; value: string; at: number }
  | { kind: 'punctuator'; value: string; at: number }
  | { kind: 'end'; at: number };

export class ExpressionError extends Error {}

/** Longest first so that `===` is not read as `==` then `=`. */
const PUNCTUATORS = [
  '===',
  '!==',
  '?.',
  '??',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '!',
  '?',
  ':',
  '.',
  ',',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
];

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '`': '`',
};

export const MAX_EXPRESSION_LENGTH = 2000;

export function tokenize(source: string): Token[] {
  if (source.length > MAX_EXPRESSION_LENGTH) throw new ExpressionError('Expression is too long');
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const match = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(source.slice(i))!;
      tokens.push({ kind: 'number', value: Number(match[0]), at: i });
      i += match[0].length;
      continue;
    }
    if (/[A-Za-z_$]/.test(char)) {
      const match = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(source.slice(i))!;
      tokens.push({ kind: 'identifier', value: match[0], at: i });
      i += match[0].length;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') {
      let value = '';
      let j = i + 1;
      while (j < source.length && source[j] !== char) {
        if (source[j] === '\\') {
          const next = source[j + 1] ?? '';
          value += ESCAPES[next] ?? next;
          j += 2;
        } else {
          value += source[j];
          j += 1;
        }
      }
      if (j >= source.length) throw new ExpressionError(`Unterminated string at ${i}`);
      tokens.push({ kind: 'string', value, at: i });
      i = j + 1;
      continue;
    }
    const punctuator = PUNCTUATORS.find((p) => source.startsWith(p, i));
    if (!punctuator) throw new ExpressionError(`Unexpected character '${char}' at ${i}`);
    tokens.push({ kind: 'punctuator', value: punctuator, at: i });
    i += punctuator.length;
  }
  tokens.push({ kind: 'end', at: source.length });
  return tokens;
}
