import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { getElement, getPage, projectPart } from '../document/access.ts';
import { validateDocument } from '../document/validate-document.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { StyleValue } from '../schema/style-value.ts';
import { readElement } from '../document/read-project.ts';
import { addBreakpoint } from './add-breakpoint.ts';
import { duplicateElement } from './duplicate-element.ts';
import { setupElement } from './fixtures.ts';
import { removeBreakpoint } from './remove-breakpoint.ts';
import { setStyle } from './set-style.ts';
import { keyword, px } from './styles-fixtures.ts';
import { unsetStyle } from './unset-style.ts';
import { updateBreakpoint } from './update-breakpoint.ts';

function setup() {
  const setupResult = setupElement();
  const undo = new Y.UndoManager(setupResult.doc.getMap('project'), {
    trackedOrigins: new Set([LOCAL_ORIGIN]),
    captureTimeout: 0,
  });
  return { ...setupResult, undo };
}

describe('setStyle and unsetStyle at a breakpoint', () => {
  const cases: Array<{
    name: string;
    breakpointId?: string;
    property: string;
    value: StyleValue;
    styles: Record<string, StyleValue>;
    breakpointStyles: Record<string, StyleValue>;
  }> = [
    {
      name: 'base (no id)',
      property: 'width',
      value: px(10),
      styles: { width: px(10) },
      breakpointStyles: {},
    },
    {
      name: 'base (its id)',
      breakpointId: 'base',
      property: 'width',
      value: px(10),
      styles: { width: px(10) },
      breakpointStyles: {},
    },
    {
      name: 'tablet',
      breakpointId: 'tablet',
      property: 'flexDirection',
      value: keyword('column'),
      styles: {},
      breakpointStyles: { 'tablet:flexDirection': keyword('column') },
    },
    {
      name: 'mobile portrait',
      breakpointId: 'mobile-portrait',
      property: 'fontSize',
      value: px(14),
      styles: {},
      breakpointStyles: { 'mobile-portrait:fontSize': px(14) },
    },
  ];
  it.each(cases)(
    '$name: one undo step each way',
    ({ breakpointId, property, value, styles, breakpointStyles }) => {
      const { doc, ref, element, undo } = setup();
      setStyle(doc, { ...ref, property, value, breakpointId });
      expect(element().styles).toEqual(styles);
      expect(element().breakpointStyles).toEqual(breakpointStyles);
      expect(validateDocument(doc)).toEqual([]);
      expect(unsetStyle(doc, { ...ref, property, breakpointId })).toBe(true);
      expect(unsetStyle(doc, { ...ref, property, breakpointId })).toBe(false);
      expect(element().styles).toEqual({});
      expect(element().breakpointStyles).toEqual({});
      undo.undo();
      expect(element().breakpointStyles).toEqual(breakpointStyles);
      expect(element().styles).toEqual(styles);
      undo.undo();
      expect(element().breakpointStyles).toEqual({});
      expect(element().styles).toEqual({});
    },
  );

  it('refuses an unknown breakpoint and a property that is not one', () => {
    const { doc, ref } = setup();
    expect(() => setStyle(doc, { ...ref, property: 'width', value: px(1), breakpointId: 'watch' })).toThrow(
      /Breakpoint watch does not exist/,
    );
    expect(() =>
      setStyle(doc, { ...ref, property: 'width:red}', value: px(1), breakpointId: 'tablet' }),
    ).toThrow(/is not a style property/);
  });

  it('creates the map on an element older than breakpoints', () => {
    const { doc, ref, element } = setup();
    getElement(getPage(doc, ref.pageId), ref.elementId).delete('breakpointStyles');
    expect(unsetStyle(doc, { ...ref, property: 'width', breakpointId: 'tablet' })).toBe(false);
    setStyle(doc, { ...ref, property: 'width', value: px(3), breakpointId: 'tablet' });
    expect(element().breakpointStyles).toEqual({ 'tablet:width': px(3) });
  });
});

describe('values at breakpoints follow their element', () => {
  it('into its duplicate', () => {
    const { doc, ref, pageId } = setup();
    setStyle(doc, { ...ref, property: 'width', value: px(7), breakpointId: 'tablet' });
    const copy = duplicateElement(doc, ref);
    expect(readElement(doc, pageId, copy).breakpointStyles).toEqual({ 'tablet:width': px(7) });
  });
});

describe('the breakpoint list', () => {
  const list = (doc: Y.Doc) => projectPart(doc, 'config').get('breakpoints') as Y.Map<unknown>;
  const valid = [
    { name: 'a max-width breakpoint', args: { label: 'Small', maxWidth: 320 } },
    { name: 'a min-width breakpoint', args: { label: 'Wide', minWidth: 1440 } },
    { name: 'a min width equal to a max width', args: { label: 'Wide', minWidth: 991 } },
  ];
  it.each(valid)('adds $name in one undo step', ({ args }) => {
    const { doc, undo } = setup();
    const point = addBreakpoint(doc, args);
    expect(list(doc).get(point.id)).toEqual({ ...args, id: point.id });
    expect(validateDocument(doc)).toEqual([]);
    undo.undo();
    expect(list(doc).has(point.id)).toBe(false);
  });

  const invalid = [
    { name: 'a width of 0', args: { label: 'Zero', maxWidth: 0 }, error: /Invalid breakpoint/ },
    { name: 'a fractional width', args: { label: 'Half', maxWidth: 300.5 }, error: /Invalid breakpoint/ },
    { name: 'no width', args: { label: 'None' }, error: /needs a minimum or a maximum width/ },
    { name: 'both widths', args: { label: 'Both', minWidth: 1, maxWidth: 2 }, error: /not both/ },
    { name: 'a duplicate width', args: { label: 'Again', maxWidth: 991 }, error: /same width/ },
    { name: 'an empty label', args: { label: ' ', maxWidth: 100 }, error: /Invalid breakpoint/ },
    { name: 'a taken id', args: { id: 'tablet', label: 'T', maxWidth: 900 }, error: /already exists/ },
    {
      name: 'an id with a colon',
      args: { id: 'a:b', label: 'T', maxWidth: 900 },
      error: /Invalid breakpoint/,
    },
  ];
  it.each(invalid)('refuses $name, writing nothing', ({ args, error }) => {
    const { doc } = setup();
    const before = list(doc).toJSON();
    expect(() => addBreakpoint(doc, args)).toThrow(error);
    expect(list(doc).toJSON()).toEqual(before);
  });

  it('renames a breakpoint and changes its width; the base keeps no width', () => {
    const { doc } = setup();
    updateBreakpoint(doc, { id: 'tablet', label: 'iPad', maxWidth: 1024 });
    expect(list(doc).get('tablet')).toEqual({ id: 'tablet', label: 'iPad', maxWidth: 1024 });
    updateBreakpoint(doc, { id: 'tablet', minWidth: 1200 });
    expect(list(doc).get('tablet')).toEqual({ id: 'tablet', label: 'iPad', minWidth: 1200 });
    updateBreakpoint(doc, { id: 'base', label: 'Large' });
    expect(list(doc).get('base')).toEqual({ id: 'base', label: 'Large' });
    expect(() => updateBreakpoint(doc, { id: 'base', maxWidth: 2000 })).toThrow(/base breakpoint/);
    expect(() => updateBreakpoint(doc, { id: 'nope', label: 'x' })).toThrow(/does not exist/);
    expect(() => updateBreakpoint(doc, { id: 'mobile-portrait', maxWidth: 767 })).toThrow(/same width/);
  });

  it('removes a breakpoint with its values in one undo step; the base stays', () => {
    const { doc, ref, element, undo } = setup();
    setStyle(doc, { ...ref, property: 'width', value: px(5), breakpointId: 'tablet' });
    setStyle(doc, { ...ref, property: 'width', value: px(4), breakpointId: 'mobile-portrait' });
    removeBreakpoint(doc, { id: 'tablet' });
    expect(list(doc).has('tablet')).toBe(false);
    expect(element().breakpointStyles).toEqual({ 'mobile-portrait:width': px(4) });
    undo.undo();
    expect(list(doc).has('tablet')).toBe(true);
    expect(element().breakpointStyles).toEqual({ 'tablet:width': px(5), 'mobile-portrait:width': px(4) });
    expect(() => removeBreakpoint(doc, { id: 'base' })).toThrow(/base breakpoint/);
    expect(() => removeBreakpoint(doc, { id: 'nope' })).toThrow(/does not exist/);
  });

  it('writes the default list first in a document older than breakpoints', () => {
    const { doc } = setup();
    projectPart(doc, 'config').delete('breakpoints');
    addBreakpoint(doc, { id: 'wide', label: 'Wide', minWidth: 1600 });
    expect(Object.keys(list(doc).toJSON()).sort()).toEqual(
      ['base', 'mobile-landscape', 'mobile-portrait', 'tablet', 'wide'].sort(),
    );
  });
});
