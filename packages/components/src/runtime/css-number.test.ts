import { describe, expect, it } from 'vitest';
import { cssNumber, isUnitless } from './css-number.ts';
import { projectStyleSheet } from './project-style-sheet.ts';
import { parseCssProp, resolveStyles } from './styles.ts';

/** CSS properties whose value may be a plain <number> or <integer> (CSS specifications). */
const TAKE_PLAIN_NUMBERS = [
  'animation-iteration-count',
  'aspect-ratio',
  'border-image-outset',
  'border-image-slice',
  'border-image-width',
  'column-count',
  'columns',
  'fill-opacity',
  'flex',
  'flex-grow',
  'flex-shrink',
  'flood-opacity',
  'font-size-adjust',
  'font-weight',
  'grid-area',
  'grid-column',
  'grid-column-end',
  'grid-column-start',
  'grid-row',
  'grid-row-end',
  'grid-row-start',
  'initial-letter',
  'line-clamp',
  '-webkit-line-clamp',
  'line-height',
  'mask-border-outset',
  'mask-border-slice',
  'mask-border-width',
  'math-depth',
  'opacity',
  'order',
  'orphans',
  'scale',
  'shape-image-threshold',
  'stop-opacity',
  'stroke-miterlimit',
  'stroke-opacity',
  'tab-size',
  'widows',
  'z-index',
  'zoom',
];
const TAKE_LENGTHS = ['width', 'height', 'margin-top', 'padding', 'font-size', 'gap', 'top', 'border-radius'];

const camel = (name: string) => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

describe('numbers in CSS', () => {
  it.each(TAKE_PLAIN_NUMBERS)('%s takes a plain number, in kebab and camel case', (name) => {
    expect(isUnitless(name)).toBe(true);
    expect(isUnitless(camel(name))).toBe(true);
    expect(cssNumber(name, 2)).toBe('2');
  });

  it.each(TAKE_LENGTHS)('%s takes a length: a number is pixels', (name) => {
    expect(isUnitless(name)).toBe(false);
    expect(cssNumber(camel(name), 12)).toBe('12px');
    expect(cssNumber(name, 0)).toBe('0');
  });

  it('keeps a number of a custom property as written', () => {
    expect(cssNumber('--ratio', 1.5)).toBe('1.5');
  });

  it('global styles, the css prop and style values follow the same rule', () => {
    const sheet = projectStyleSheet({
      config: {
        globalStyles: {
          p: {
            'line-height': 1.5,
            aspectRatio: 2,
            'grid-column': 3,
            'font-weight': 700,
            columnCount: 2,
            width: 10,
          },
        },
      },
    });
    expect(sheet).toContain(
      'p { line-height: 1.5; aspect-ratio: 2; grid-column: 3; font-weight: 700; column-count: 2; width: 10px; }',
    );

    const css = parseCssProp('{"line-height": 1.5, "aspect-ratio": 2, "column-count": 3, "margin-top": 4}');
    const styles = resolveStyles(
      {
        fontWeight: { type: 'style', content: { type: 'unit', value: 600, unit: 'number' } },
        width: { type: 'style', content: { type: 'unit', value: 20, unit: 'number' } },
      },
      {},
      css,
    );
    expect(styles).toEqual({
      fontWeight: '600',
      width: '20px',
      lineHeight: '1.5',
      aspectRatio: '2',
      columnCount: '3',
      marginTop: '4px',
    });
  });
});
