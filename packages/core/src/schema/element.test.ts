import { describe, expect, it } from 'vitest';
import { ElementSchema } from './element.ts';
import { PageSchema } from './page.ts';
import { PageStateDefinitionSchema } from './page-state-definition.ts';
import { PropValueSchema, staticProps } from './prop-value.ts';
import { StyleValueSchema } from './style-value.ts';

describe('entity schemas', () => {
  it('fills element and page defaults', () => {
    expect(ElementSchema.parse({ id: 'e', elementType: 'Text', displayName: 'Text', name: 'Text' })).toEqual({
      id: 'e',
      type: 'element',
      elementType: 'Text',
      displayName: 'Text',
      name: 'Text',
      props: {},
      children: [],
      parent: null,
      styles: {},
      breakpointStyles: {},
      dataAttributes: {},
      eventInteractions: {},
    });
    expect(PageSchema.parse({ id: 'p', label: 'Page 1' })).toMatchObject({ deviceType: 'DESKTOP', order: 0 });
    expect(PageSchema.safeParse({ id: 'p', label: 'x', deviceType: 'WATCH' }).success).toBe(false);
  });

  it('accepts the three prop value kinds and data attributes as strings only', () => {
    expect(PropValueSchema.safeParse({ type: 'static', content: [1, 2] }).success).toBe(true);
    expect(PropValueSchema.safeParse({ type: 'binding', content: 'a.b' }).success).toBe(true);
    expect(
      PropValueSchema.safeParse({ type: 'reference', referenceType: 'asset', content: 'a1' }).success,
    ).toBe(true);
    expect(PropValueSchema.safeParse({ type: 'binding', content: 3 }).success).toBe(false);
    expect(staticProps({ a: 1, b: undefined })).toEqual({ a: { type: 'static', content: 1 } });
    const element = { id: 'e', elementType: 'T', displayName: 'T', name: 'T' };
    expect(ElementSchema.safeParse({ ...element, dataAttributes: { id: 3 } }).success).toBe(false);
  });

  it('accepts keyword, unit, token and colour style values', () => {
    for (const content of [
      { type: 'keyword', value: 'auto' },
      { type: 'unit', value: 4, unit: 'rem' },
      { type: 'token', group: 'space', key: '4', value: '16px' },
      { type: 'color', value: 'hsla(0, 0%, 0%, 1)' },
    ]) {
      expect(StyleValueSchema.safeParse({ type: 'style', content }).success).toBe(true);
    }
    expect(
      StyleValueSchema.safeParse({
        type: 'style',
        content: { type: 'token', group: 'shadows', key: 'x', value: '' },
      }).success,
    ).toBe(false);
  });

  it('checks page state default values against their type', () => {
    expect(PageStateDefinitionSchema.parse({ type: 'array' })).toEqual({
      type: 'array',
      description: '',
      defaultValue: [],
    });
    expect(PageStateDefinitionSchema.safeParse({ type: 'number', defaultValue: '1' }).success).toBe(false);
    expect(PageStateDefinitionSchema.safeParse({ type: 'list' }).success).toBe(false);
  });
});
