import { describe, expect, it } from 'vitest';
import { snakeCase } from './snake-case.ts';

describe('snakeCase', () => {
  it('joins lowercase words with underscores', () => {
    expect(snakeCase('Leather Colour')).toBe('leather_colour');
    expect(snakeCase('  Size - XL!! ')).toBe('size_xl');
    expect(snakeCase('frameColor')).toBe('frame_color');
    expect(snakeCase('HTTPServer v2')).toBe('http_server_v2');
    expect(snakeCase('Crème Brûlée')).toBe('creme_brulee');
    expect(snakeCase('already_snake')).toBe('already_snake');
    expect(snakeCase('')).toBe('');
  });
});
