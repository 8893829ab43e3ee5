import { describe, expect, it } from 'vitest';
import { bindProp } from './bind-prop.ts';
import { setupElement } from './fixtures.ts';
import { setStaticProp } from './set-static-prop.ts';

describe('setStaticProp', () => {
  it('sets a static value, or the fallback while the prop is bound', () => {
    const { doc, ref, element } = setupElement();
    setStaticProp(doc, { ...ref, prop: 'label', content: 'Buy' });
    expect(element().props.label).toEqual({ type: 'static', content: 'Buy' });
    bindProp(doc, { ...ref, prop: 'label', expression: 'state.label' });
    setStaticProp(doc, { ...ref, prop: 'label', content: 'Order' });
    expect(element().props.label).toEqual({ type: 'binding', content: 'state.label', fallback: 'Order' });
  });
});
