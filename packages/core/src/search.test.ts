import { describe, expect, it } from 'vitest';
import { rankText, searchComponents, searchItems } from './search.ts';

const components = [
  { name: 'IconButton', displayName: 'Icon Button' },
  { name: 'Button', displayName: 'Button' },
  { name: 'mesh', displayName: 'Mesh' },
  { name: 'TablerIcon', displayName: 'Tabler Icon' },
  { name: 'Text', displayName: 'Text' },
];

describe('search', () => {
  it('ranks prefix above substring and drops what is not even close, case-insensitive and trimmed', () => {
    expect(searchComponents(components, '  BUT ').map((c) => c.name)).toEqual(['Button', 'IconButton']);
    expect(searchComponents(components, 'icon').map((c) => c.name)).toEqual(['IconButton', 'TablerIcon']);
    expect(searchComponents(components, 'zzz')).toEqual([]);
    expect(searchComponents(components, '   ')).toHaveLength(5);
  });

  it('matches the display name too', () => {
    expect(searchComponents([{ name: 'CanvasRect', displayName: 'Rectangle' }], 'rect')).toHaveLength(1);
    expect(searchComponents([{ name: 'x', displayName: 'Hotspot' }], 'hot')).toHaveLength(1);
  });

  it('is generic over items and keeps the order of equal ranks', () => {
    const tokens = ['gray500', 'primary', 'gray100', 'bgGray'];
    expect(searchItems(tokens, 'gray', (t) => [t])).toEqual(['gray500', 'gray100', 'bgGray']);
    expect(rankText(['abc'], 'a')).toBe(2);
    expect(rankText(['abc'], 'b')).toBe(1);
    expect(rankText(['abc'], 'd')).toBe(0);
  });

  it('adds fuzzy matches (threshold 0.5) after the prefix and substring ones', () => {
    expect(searchComponents(components, 'buton').map((c) => c.name)).toEqual(['Button', 'IconButton']);
    expect(searchComponents(components, 'txet').map((c) => c.name)).toContain('Text');
    const tokens = ['primary', 'secondary', 'gray500', 'prmiary'];
    expect(searchItems(tokens, 'prim', (t) => [t])).toEqual(['primary', 'prmiary']);
    expect(searchItems(tokens, 'qqqq', (t) => [t])).toEqual([]);
  });
});
