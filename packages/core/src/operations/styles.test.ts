import { describe, expect, it } from 'vitest';
import { readElement } from '../document/read-project.ts';
import type { StyleValue } from '../schema/style-value.ts';
import { copyStylingProps } from './copy-styling-props.ts';
import { addNamed, setupProject } from './fixtures.ts';
import { pasteStylingProps } from './paste-styling-props.ts';
import { setAdvancedStyles } from './set-advanced-styles.ts';
import { setStyle } from './set-style.ts';
import { unsetStyle } from './unset-style.ts';

const px = (value: number): StyleValue => ({ type: 'style', content: { type: 'unit', value, unit: 'px' } });
const token: StyleValue = {
  type: 'style',
  content: { type: 'token', group: 'colors', key: 'primary', value: '#f97316' },
};

describe('styles', () => {
  it('sets and unsets style properties', () => {
    const { doc, pageId } = setupProject();
    const elementId = addNamed(doc, pageId, null, 'A');
    setStyle(doc, { pageId, elementId, property: 'width', value: px(10) });
    setStyle(doc, { pageId, elementId, property: 'color', value: token });
    setStyle(doc, {
      pageId,
      elementId,
      property: 'display',
      value: { type: 'style', content: { type: 'keyword', value: 'flex' } },
    });
    expect(Object.keys(readElement(doc, pageId, elementId).styles)).toEqual(['width', 'color', 'display']);
    expect(unsetStyle(doc, { pageId, elementId, property: 'width' })).toBe(true);
    expect(unsetStyle(doc, { pageId, elementId, property: 'width' })).toBe(false);
    expect(readElement(doc, pageId, elementId).styles.width).toBeUndefined();
    expect(() =>
      setStyle(doc, {
        pageId,
        elementId,
        property: 'x',
        value: { type: 'style', content: { type: 'unit', value: 1, unit: 'parsec' } } as never,
      }),
    ).toThrow(/Invalid style value/);
  });

  it('copies the css prop and styles as JSON and pastes them onto other elements', () => {
    const { doc, pageId } = setupProject();
    const source = addNamed(doc, pageId, null, 'A');
    const target = addNamed(doc, pageId, null, 'B');
    setStyle(doc, { pageId, elementId: source, property: 'width', value: px(10) });
    setAdvancedStyles(doc, { pageId, elementId: source, json: '{"gap": "4px"}' });
    setStyle(doc, { pageId, elementId: target, property: 'height', value: px(3) });
    const clip = copyStylingProps(doc, { pageId, elementId: source });
    expect(JSON.parse(clip)).toEqual({
      css: { type: 'static', content: { gap: '4px' } },
      styles: { width: px(10) },
    });
    pasteStylingProps(doc, { pageId, elementIds: [target], json: clip });
    const pasted = readElement(doc, pageId, target);
    expect(pasted.styles).toEqual({ width: px(10) });
    expect(pasted.props.css).toEqual({ type: 'static', content: { gap: '4px' } });
    expect(() => pasteStylingProps(doc, { pageId, elementIds: [target], json: 'nope' })).toThrow(
      'The clipboard does not hold styling props',
    );
  });

  it('advanced styles need valid JSON and empty text removes them', () => {
    const { doc, pageId } = setupProject();
    const elementId = addNamed(doc, pageId, null, 'A');
    expect(() => setAdvancedStyles(doc, { pageId, elementId, json: '{gap' })).toThrow(
      'Advanced styles must be valid JSON',
    );
    setAdvancedStyles(doc, { pageId, elementId, json: '{"gap": 1}' });
    setAdvancedStyles(doc, { pageId, elementId, json: '  ' });
    expect(readElement(doc, pageId, elementId).props.css).toBeUndefined();
  });
});
