import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseColor, requiredRatio, WHITE, type Rgba } from './contrast.ts';

const color = (value: string): Rgba => parseColor(value)!;

describe('contrast', () => {
  it.each([
    ['#f97316', { r: 249, g: 115, b: 22, a: 1 }],
    ['#FFF', { r: 255, g: 255, b: 255, a: 1 }],
    ['#00000080', { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ['rgb(17, 24, 39)', { r: 17, g: 24, b: 39, a: 1 }],
    ['rgba(0, 0, 0, 0.5)', { r: 0, g: 0, b: 0, a: 0.5 }],
    ['rgb(0 0 0 / 50%)', { r: 0, g: 0, b: 0, a: 0.5 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('reads %s', (value, expected) => {
    expect(parseColor(value)).toEqual(expected);
  });

  it.each(['red', 'oklch(0.7 0.1 30)', 'rgb(1, 2)', '#12'])('does not read %s', (value) => {
    expect(parseColor(value)).toBeNull();
  });

  it.each([
    // The ratios WCAG's own examples and common checkers give.
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#f97316', '#ffffff', 2.8],
    ['#ffffff', '#c2410c', 5.18],
    ['#6b7280', '#f9fafb', 4.63],
    ['#ffffff', '#0ea5e9', 2.77],
    ['#ffffff', '#0369a1', 5.93],
  ])('%s on %s is %s:1', (text, background, ratio) => {
    expect(contrastRatio(color(text), color(background))).toBeCloseTo(ratio, 1);
  });

  it('paints translucent text and backgrounds over what lies below', () => {
    // Half-transparent black on white is a mid grey.
    expect(contrastRatio(color('rgba(0, 0, 0, 0.5)'), WHITE)).toBeCloseTo(3.95, 1);
    // A fully transparent background is the white below it.
    expect(contrastRatio(color('#000'), color('transparent'))).toBeCloseTo(21, 5);
    expect(composite(color('rgba(255, 0, 0, 0.5)'), WHITE)).toEqual({ r: 255, g: 127.5, b: 127.5, a: 1 });
  });

  it.each([
    [16, 400, 4.5],
    [24, 400, 3],
    [18.66, 700, 3],
    [18.66, 400, 4.5],
    [18, 700, 4.5],
  ])('%spx text of weight %s needs %s:1', (size, weight, ratio) => {
    expect(requiredRatio(size, weight)).toBe(ratio);
  });
});
