import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../constants.ts';
import type { Breakpoint } from '../schema/breakpoint.ts';
import { fallbackChain, readBreakpoints, styleAt, styleOrigin } from './breakpoints.ts';

const points: Breakpoint[] = readBreakpoints({
  ...DEFAULT_BREAKPOINTS,
  wide: { id: 'wide', label: 'Wide', minWidth: 1440 },
  huge: { id: 'huge', label: 'Huge', minWidth: 1920 },
});

describe('readBreakpoints', () => {
  it('orders base, max widths widest first, then min widths narrowest first', () => {
    expect(points.map((point) => point.id)).toEqual([
      'base',
      'tablet',
      'mobile-landscape',
      'mobile-portrait',
      'wide',
      'huge',
    ]);
  });

  it('reads a missing or baseless list as the default list and skips broken entries', () => {
    const defaults = ['base', 'tablet', 'mobile-landscape', 'mobile-portrait'];
    expect(readBreakpoints(undefined).map((point) => point.id)).toEqual(defaults);
    expect(readBreakpoints({ tablet: DEFAULT_BREAKPOINTS.tablet }).map((point) => point.id)).toEqual(
      defaults,
    );
    expect(
      readBreakpoints({ base: DEFAULT_BREAKPOINTS.base, bad: { id: 'bad', label: 'x', maxWidth: -1 } }),
    ).toEqual([DEFAULT_BREAKPOINTS.base]);
  });
});

describe('the cascade', () => {
  it('falls back to wider max-width breakpoints, or narrower min-width ones, then the base', () => {
    expect(fallbackChain(points, 'mobile-portrait')).toEqual(['mobile-landscape', 'tablet', 'base']);
    expect(fallbackChain(points, 'tablet')).toEqual(['base']);
    expect(fallbackChain(points, 'huge')).toEqual(['wide', 'base']);
    expect(fallbackChain(points, 'base')).toEqual([]);
  });

  const element = {
    styles: { color: 'red', width: '10px' },
    breakpointStyles: { 'tablet:color': 'blue', 'wide:width': '20px', 'mobile-landscape:gap': '1px' },
  };
  const cases: Array<[string, string, ReturnType<typeof styleOrigin>, string | undefined]> = [
    ['base', 'color', 'this', 'red'],
    ['base', 'gap', null, undefined],
    ['tablet', 'color', 'this', 'blue'],
    ['tablet', 'width', 'base', '10px'],
    ['mobile-portrait', 'color', { breakpointId: 'tablet' }, 'blue'],
    ['mobile-portrait', 'gap', { breakpointId: 'mobile-landscape' }, '1px'],
    ['mobile-landscape', 'gap', 'this', '1px'],
    ['tablet', 'gap', null, undefined],
    ['huge', 'width', { breakpointId: 'wide' }, '20px'],
    ['huge', 'color', 'base', 'red'],
    ['wide', 'gap', null, undefined],
  ];
  it.each(cases)('%s shows %s from %j', (breakpointId, property, origin, value) => {
    expect(styleOrigin(element, points, breakpointId, property)).toEqual(origin);
    expect(styleAt(element, points, breakpointId, property)).toBe(value);
  });

  it('reads an element older than breakpoints', () => {
    expect(styleOrigin({ styles: { color: 'red' } }, points, 'tablet', 'color')).toBe('base');
  });
});
