import { describe, expect, it } from 'vitest';
import { setupElement } from './fixtures.ts';
import { setStyle } from './set-style.ts';
import { keyword, primaryToken, px } from './styles-fixtures.ts';

describe('setStyle', () => {
  it('sets keyword, unit, token and colour values per property', () => {
    const { doc, ref, element } = setupElement();
    setStyle(doc, { ...ref, property: 'width', value: px(10) });
    setStyle(doc, { ...ref, property: 'color', value: primaryToken });
    setStyle(doc, { ...ref, property: 'display', value: keyword('flex') });
    setStyle(doc, {
      ...ref,
      property: 'borderColor',
      value: { type: 'style', content: { type: 'color', value: '#000' } },
    });
    expect(Object.keys(element().styles)).toEqual(['width', 'color', 'display', 'borderColor']);
    setStyle(doc, { ...ref, property: 'width', value: px(12) });
    expect(element().styles.width).toEqual(px(12));
  });

  it('refuses values that are not style values', () => {
    const { doc, ref } = setupElement();
    const value = { type: 'style', content: { type: 'unit', value: 1, unit: 'parsec' } } as never;
    expect(() => setStyle(doc, { ...ref, property: 'x', value })).toThrow(/Invalid style value/);
  });
});
