import { describe, expect, it } from 'vitest';
import { dropPosition } from './drop-position.ts';

describe('dropPosition', () => {
  it('splits the row into upper 25 %, middle and lower 25 %', () => {
    expect(dropPosition(0, 40)).toBe('top');
    expect(dropPosition(9.9, 40)).toBe('top');
    expect(dropPosition(10, 40)).toBe('over');
    expect(dropPosition(20, 40)).toBe('over');
    expect(dropPosition(30, 40)).toBe('over');
    expect(dropPosition(30.1, 40)).toBe('bottom');
    expect(dropPosition(40, 40)).toBe('bottom');
    expect(dropPosition(5, 0)).toBe('over');
  });
});
