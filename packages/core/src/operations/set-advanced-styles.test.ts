import { describe, expect, it } from 'vitest';
import { setupElement } from './fixtures.ts';
import { setAdvancedStyles } from './set-advanced-styles.ts';

describe('setAdvancedStyles', () => {
  it('stores valid JSON as the css prop and removes it on empty text', () => {
    const { doc, ref, element } = setupElement();
    setAdvancedStyles(doc, { ...ref, json: '{"gap": 1}' });
    expect(element().props.css).toEqual({ type: 'static', content: { gap: 1 } });
    expect(() => setAdvancedStyles(doc, { ...ref, json: '{gap' })).toThrow(
      'Advanced styles must be valid JSON',
    );
    expect(() => setAdvancedStyles(doc, { ...ref, json: '[1]' })).toThrow(
      'Advanced styles must be valid JSON',
    );
    setAdvancedStyles(doc, { ...ref, json: '  ' });
    expect(element().props.css).toBeUndefined();
  });
});
