import { describe, expect, it } from 'vitest';
import { setupElement } from './fixtures.ts';
import { setStaticProp } from './set-static-prop.ts';
import { togglePropBinding } from './toggle-prop-binding.ts';

describe('togglePropBinding', () => {
  it('binds a static value, then reverts to it', () => {
    const { doc, ref, element } = setupElement();
    setStaticProp(doc, { ...ref, prop: 'label', content: 'Buy' });
    togglePropBinding(doc, { ...ref, prop: 'label', expression: 'state.label' });
    expect(element().props.label).toEqual({ type: 'binding', content: 'state.label', fallback: 'Buy' });
    expect(togglePropBinding(doc, { ...ref, prop: 'label' })).toEqual({ type: 'static', content: 'Buy' });
    expect(element().props.label).toEqual({ type: 'static', content: 'Buy' });
  });

  it('removes a binding without a fallback', () => {
    const { doc, ref, element } = setupElement();
    togglePropBinding(doc, { ...ref, prop: 'count', expression: 'n' });
    expect(element().props.count).toEqual({ type: 'binding', content: 'n' });
    expect(togglePropBinding(doc, { ...ref, prop: 'count' })).toBeUndefined();
    expect(element().props.count).toBeUndefined();
  });
});
