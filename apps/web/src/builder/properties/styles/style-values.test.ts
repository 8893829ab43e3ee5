import { describe, expect, it } from 'vitest';
import {
  colorStyle,
  filterTokens,
  inputToStyle,
  styleToInput,
  swatchColor,
  tokenStyle,
  UNIT_CHOICES,
  withUnit,
} from './style-values.ts';

describe('style inputs', () => {
  it('offers number, px, rem, em, % and token', () => {
    expect(UNIT_CHOICES).toEqual(['number', 'px', 'rem', 'em', '%', 'token']);
  });

  it('turns typed text and the selected unit into a style value', () => {
    expect(inputToStyle('12', 'px')).toEqual({
      type: 'style',
      content: { type: 'unit', value: 12, unit: 'px' },
    });
    expect(inputToStyle('1.5', 'rem')).toEqual({
      type: 'style',
      content: { type: 'unit', value: 1.5, unit: 'rem' },
    });
    expect(inputToStyle('2rem', 'px')!.content).toEqual({ type: 'unit', value: 2, unit: 'rem' });
    expect(inputToStyle('50%', 'px')!.content).toEqual({ type: 'unit', value: 50, unit: '%' });
    expect(inputToStyle('.5', 'em')!.content).toEqual({ type: 'unit', value: 0.5, unit: 'em' });
    expect(inputToStyle('-4', 'number')!.content).toEqual({ type: 'unit', value: -4, unit: 'number' });
    expect(inputToStyle('auto', 'px')!.content).toEqual({ type: 'keyword', value: 'auto' });
    expect(inputToStyle('  ', 'px')).toBeNull();
  });

  it('shows a style value as text and unit', () => {
    expect(styleToInput(undefined)).toEqual({ text: '', unit: 'px' });
    expect(styleToInput(undefined, 'rem')).toEqual({ text: '', unit: 'rem' });
    expect(styleToInput(inputToStyle('1', 'rem')!)).toEqual({ text: '1', unit: 'rem' });
    expect(styleToInput(tokenStyle('space', '4', '16px'))).toEqual({
      text: '4',
      unit: 'token',
      token: { group: 'space', key: '4' },
    });
    expect(styleToInput(inputToStyle('auto', 'px')!, 'em')).toEqual({ text: 'auto', unit: 'em' });
  });

  it('keeps the number when the unit changes', () => {
    expect(withUnit(inputToStyle('12', 'px')!, 'rem')!.content).toEqual({
      type: 'unit',
      value: 12,
      unit: 'rem',
    });
    expect(withUnit(tokenStyle('space', '4', '16px'), 'px')).toBeNull();
    expect(withUnit(undefined, 'px')).toBeNull();
  });
});

describe('colour style input', () => {
  const colors = { primary: '#f97316', customToken: 'hsla(25, 95%, 53%, 1)' };

  it('resolves a token against the theme, falling back to the value saved with it', () => {
    expect(swatchColor(tokenStyle('colors', 'primary', '#000'), colors)).toBe('#f97316');
    expect(swatchColor(tokenStyle('colors', 'gone', '#123456'), colors)).toBe('#123456');
    expect(swatchColor(colorStyle('#abcdef'), colors)).toBe('#abcdef');
    expect(swatchColor(undefined, colors)).toBeNull();
  });

  it('searches tokens by name or value, case-insensitive and trimmed', () => {
    expect(filterTokens(colors, '')).toHaveLength(2);
    expect(filterTokens(colors, '  PRIM ')).toEqual([['primary', '#f97316']]);
    expect(filterTokens(colors, 'hsla')).toEqual([['customToken', 'hsla(25, 95%, 53%, 1)']]);
    expect(filterTokens(colors, 'zzz')).toEqual([]);
    expect(filterTokens(colors, 'primray')).toEqual([['primary', '#f97316']]);
  });
});
