export * from './evaluate.ts';
export { parseExpression, type Node } from './parse.ts';
