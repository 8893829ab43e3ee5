import { describe, expect, it } from 'vitest';
import { copyStylingProps } from './copy-styling-props.ts';
import { setupElement } from './fixtures.ts';
import { setAdvancedStyles } from './set-advanced-styles.ts';
import { setStyle } from './set-style.ts';
import { px } from './styles-fixtures.ts';

describe('copyStylingProps', () => {
  it('returns the css prop and the styles as JSON', () => {
    const { doc, ref } = setupElement();
    expect(JSON.parse(copyStylingProps(doc, ref))).toEqual({ styles: {} });
    setStyle(doc, { ...ref, property: 'width', value: px(10) });
    setAdvancedStyles(doc, { ...ref, json: '{"gap": "4px"}' });
    expect(JSON.parse(copyStylingProps(doc, ref))).toEqual({
      css: { type: 'static', content: { gap: '4px' } },
      styles: { width: px(10) },
    });
  });
});
