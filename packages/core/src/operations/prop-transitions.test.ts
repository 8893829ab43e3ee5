import { describe, expect, it } from 'vitest';
import { toggledBinding, withBinding, withStaticContent } from './prop-transitions.ts';

describe('prop value transitions', () => {
  it('static to binding keeps the static as fallback', () => {
    expect(withBinding({ type: 'static', content: 'Buy' }, 'state.label')).toEqual({
      type: 'binding',
      content: 'state.label',
      fallback: 'Buy',
    });
    expect(withBinding(undefined, 'x')).toEqual({ type: 'binding', content: 'x' });
    expect(withBinding({ type: 'binding', content: 'a', fallback: 1 }, 'b')).toEqual({
      type: 'binding',
      content: 'b',
      fallback: 1,
    });
  });

  it('a static value set while bound becomes the fallback', () => {
    expect(withStaticContent({ type: 'binding', content: 'a' }, 3)).toEqual({
      type: 'binding',
      content: 'a',
      fallback: 3,
    });
    expect(withStaticContent(undefined, 3)).toEqual({ type: 'static', content: 3 });
    expect(withStaticContent({ type: 'static', content: 1 }, 3)).toEqual({ type: 'static', content: 3 });
  });

  it('toggling a binding with a fallback reverts to static; without fallback removes it', () => {
    expect(toggledBinding({ type: 'binding', content: 'a', fallback: false })).toEqual({
      type: 'static',
      content: false,
    });
    expect(toggledBinding({ type: 'binding', content: 'a' })).toBeUndefined();
    expect(toggledBinding({ type: 'static', content: 'x' }, 'e')).toEqual({
      type: 'binding',
      content: 'e',
      fallback: 'x',
    });
  });
});
