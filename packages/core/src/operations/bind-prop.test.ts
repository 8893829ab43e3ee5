import { describe, expect, it } from 'vitest';
import { bindProp } from './bind-prop.ts';
import { setupElement } from './fixtures.ts';
import { setStaticProp } from './set-static-prop.ts';

describe('bindProp', () => {
  it('keeps the static value as the fallback', () => {
    const { doc, ref, element } = setupElement();
    setStaticProp(doc, { ...ref, prop: 'label', content: 'Buy' });
    bindProp(doc, { ...ref, prop: 'label', expression: 'state.label' });
    expect(element().props.label).toEqual({ type: 'binding', content: 'state.label', fallback: 'Buy' });
    bindProp(doc, { ...ref, prop: 'label', expression: 'state.other' });
    expect(element().props.label).toEqual({ type: 'binding', content: 'state.other', fallback: 'Buy' });
    bindProp(doc, { ...ref, prop: 'count', expression: 'n' });
    expect(element().props.count).toEqual({ type: 'binding', content: 'n' });
  });
});
