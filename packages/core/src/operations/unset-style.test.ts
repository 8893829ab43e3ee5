import { describe, expect, it } from 'vitest';
import { setupElement } from './fixtures.ts';
import { setStyle } from './set-style.ts';
import { px } from './styles-fixtures.ts';
import { unsetStyle } from './unset-style.ts';

describe('unsetStyle', () => {
  it('removes one style property', () => {
    const { doc, ref, element } = setupElement();
    setStyle(doc, { ...ref, property: 'width', value: px(10) });
    setStyle(doc, { ...ref, property: 'height', value: px(5) });
    expect(unsetStyle(doc, { ...ref, property: 'width' })).toBe(true);
    expect(unsetStyle(doc, { ...ref, property: 'width' })).toBe(false);
    expect(element().styles).toEqual({ height: px(5) });
  });
});
