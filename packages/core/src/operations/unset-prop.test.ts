import { describe, expect, it } from 'vitest';
import { setupElement } from './fixtures.ts';
import { setStaticProp } from './set-static-prop.ts';
import { unsetProp } from './unset-prop.ts';

describe('unsetProp', () => {
  it('removes a prop and reports whether it was set', () => {
    const { doc, ref, element } = setupElement();
    setStaticProp(doc, { ...ref, prop: 'label', content: 'x' });
    expect(unsetProp(doc, { ...ref, prop: 'label' })).toBe(true);
    expect(unsetProp(doc, { ...ref, prop: 'label' })).toBe(false);
    expect(element().props).toEqual({});
  });
});
