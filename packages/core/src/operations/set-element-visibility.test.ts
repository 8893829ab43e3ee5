import { describe, expect, it } from 'vitest';
import { setupElement } from './fixtures.ts';
import { isVisibleProp, setElementVisibility } from './set-element-visibility.ts';

describe('setElementVisibility', () => {
  it('stores the visibility static boolean and toggles it', () => {
    const { doc, ref, element } = setupElement();
    expect(setElementVisibility(doc, ref)).toBe(false);
    expect(element().props.visibility).toEqual({ type: 'static', content: false });
    expect(setElementVisibility(doc, ref)).toBe(true);
    expect(setElementVisibility(doc, { ...ref, visible: true })).toBe(true);
    expect(element().props.visibility).toEqual({ type: 'static', content: true });
    expect(isVisibleProp(undefined)).toBe(true);
    expect(isVisibleProp({ type: 'binding', content: 'x' })).toBe(true);
  });
});
