import { describe, expect, it } from 'vitest';
import { readElement } from '../document/read-project.ts';
import { copyStylingProps } from './copy-styling-props.ts';
import { addNamed, setupElement } from './fixtures.ts';
import { pasteStylingProps } from './paste-styling-props.ts';
import { setAdvancedStyles } from './set-advanced-styles.ts';
import { setStyle } from './set-style.ts';
import { px } from './styles-fixtures.ts';

describe('pasteStylingProps', () => {
  it('gives the targets the copied css prop and styles, replacing theirs', () => {
    const { doc, pageId, ref } = setupElement();
    const target = addNamed(doc, pageId, null, 'B');
    setStyle(doc, { ...ref, property: 'width', value: px(10) });
    setAdvancedStyles(doc, { ...ref, json: '{"gap": "4px"}' });
    setStyle(doc, { pageId, elementId: target, property: 'height', value: px(3) });
    pasteStylingProps(doc, { pageId, elementIds: [target], json: copyStylingProps(doc, ref) });
    const pasted = readElement(doc, pageId, target);
    expect(pasted.styles).toEqual({ width: px(10) });
    expect(pasted.props.css).toEqual({ type: 'static', content: { gap: '4px' } });
  });

  it('carries the values at breakpoints, replacing the target’s', () => {
    const { doc, pageId, ref } = setupElement();
    const target = addNamed(doc, pageId, null, 'B');
    setStyle(doc, { ...ref, property: 'width', value: px(10), breakpointId: 'tablet' });
    setStyle(doc, { pageId, elementId: target, property: 'height', value: px(3), breakpointId: 'tablet' });
    pasteStylingProps(doc, { pageId, elementIds: [target], json: copyStylingProps(doc, ref) });
    expect(readElement(doc, pageId, target).breakpointStyles).toEqual({ 'tablet:width': px(10) });
    // An older clipboard (no breakpoint values) clears them, as the source had none.
    pasteStylingProps(doc, { pageId, elementIds: [target], json: '{"styles": {}}' });
    expect(readElement(doc, pageId, target).breakpointStyles).toEqual({});
  });

  it('refuses clipboard text that is not styling props', () => {
    const { doc, pageId, elementId } = setupElement();
    for (const json of ['nope', '{"styles": {"width": 3}}', '[]']) {
      expect(() => pasteStylingProps(doc, { pageId, elementIds: [elementId], json })).toThrow(
        'The clipboard does not hold styling props',
      );
    }
  });
});
