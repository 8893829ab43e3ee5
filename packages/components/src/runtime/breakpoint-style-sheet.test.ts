import { DEFAULT_BREAKPOINTS, readBreakpoints } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import type { ElementJson, StyleValue } from '../model/project-json.ts';
import { breakpointStyleSheet, elementSelector } from './breakpoint-style-sheet.ts';

const px = (value: number): StyleValue => ({ type: 'style', content: { type: 'unit', value, unit: 'px' } });
const keyword = (value: string): StyleValue => ({ type: 'style', content: { type: 'keyword', value } });
const token = (key: string, value: string): StyleValue => ({
  type: 'style',
  content: { type: 'token', group: 'colors', key, value },
});
const breakpoints = readBreakpoints({
  ...DEFAULT_BREAKPOINTS,
  wide: { id: 'wide', label: 'Wide', minWidth: 1440 },
  huge: { id: 'huge', label: 'Huge', minWidth: 1920 },
});
const tokens = { colors: { primary: '#f97316' } };

describe('breakpointStyleSheet', () => {
  it('writes max widths widest first, then min widths narrowest first, each value important', () => {
    const elements: Record<string, ElementJson> = {
      a: {
        id: 'a',
        elementType: 'Flex',
        styles: { flexDirection: keyword('row'), padding: px(40), color: keyword('black') },
        breakpointStyles: {
          'mobile-portrait:padding': px(8),
          'tablet:flexDirection': keyword('column'),
          'tablet:padding': px(24),
          'huge:padding': px(80),
          'wide:padding': px(60),
        },
      },
      b: {
        id: 'b',
        elementType: 'Text',
        styles: {},
        breakpointStyles: { 'tablet:color': token('primary', '#000'), 'gone:color': keyword('red') },
      },
      c: { id: 'c', elementType: 'Text', styles: { color: keyword('red') } },
    };
    expect(breakpointStyleSheet(elements, breakpoints, tokens).split('\n')).toEqual([
      '@media (max-width: 991px) {',
      '  [data-element-id="a"] { flex-direction: column !important; padding: 24px !important; }',
      '  [data-element-id="b"] { color: #f97316 !important; }',
      '}',
      '@media (max-width: 478px) {',
      '  [data-element-id="a"] { padding: 8px !important; }',
      '}',
      '@media (min-width: 1440px) {',
      '  [data-element-id="a"] { padding: 60px !important; }',
      '}',
      '@media (min-width: 1920px) {',
      '  [data-element-id="a"] { padding: 80px !important; }',
      '}',
    ]);
  });

  it('is empty for a page with no breakpoint values (an older document renders as before)', () => {
    const elements: Record<string, ElementJson> = {
      a: { id: 'a', elementType: 'Text', styles: { color: keyword('red') } },
    };
    expect(breakpointStyleSheet(elements, breakpoints, tokens)).toBe('');
  });

  it('escapes ids and leaves out values that could break out of the rule or the sheet', () => {
    expect(elementSelector('a"] body {')).toBe('[data-element-id="a\\22 \\5d \\20 body\\20 \\7b "]');
    const bad = [
      'red; } body { color: blue',
      'red</style><script>',
      'url("x',
      'red\\',
      'red\ncolor: blue',
      'red !important',
    ];
    const elements: Record<string, ElementJson> = {
      x: {
        id: 'x',
        elementType: 'Text',
        breakpointStyles: Object.fromEntries([
          ...bad.map((value, index) => [`tablet:--bad${index}`, keyword(value)]),
          ['tablet:fontFamily', keyword('"Brand Sans", serif')],
          ['tablet:width}', keyword('1px')],
        ]),
      },
    };
    expect(breakpointStyleSheet(elements, breakpoints, tokens)).toBe(
      '@media (max-width: 991px) {\n  [data-element-id="x"] { font-family: "Brand Sans", serif !important; }\n}',
    );
  });
});
