import { toggledBinding, withStaticContent, type PropValue } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import {
  bindingState,
  clamp,
  cssEdit,
  cssText,
  isUnset,
  numberToShown,
  shownBounds,
  shownContent,
  shownStep,
  shownToNumber,
  toDegrees,
  toRadians,
  vectorToShown,
  vectorWith,
} from './prop-values.ts';

const radians = { unit: 'radians' as const, step: Math.PI / 180 };

describe('degrees and radians', () => {
  it('shows radians props in degrees and stores radians', () => {
    expect(toDegrees(Math.PI)).toBe(180);
    expect(toDegrees(Math.PI / 2)).toBe(90);
    expect(toRadians(90)).toBeCloseTo(Math.PI / 2);
    expect(numberToShown(Math.PI / 4, radians)).toBe(45);
    expect(numberToShown(2, {})).toBe(2);
    expect(shownToNumber('180', radians)).toBeCloseTo(Math.PI);
    expect(shownStep(radians)).toBe(1);
    expect(shownStep({ step: 0.01 })).toBe(0.01);
  });

  it('shows a rotation vector in degrees and changes one axis', () => {
    expect(vectorToShown([0, Math.PI / 2, Math.PI], 3, radians)).toEqual([0, 90, 180]);
    const next = vectorWith([0, 0, 0], 3, 1, '90', radians)!;
    expect(next[0]).toBe(0);
    expect(next[1]).toBeCloseTo(Math.PI / 2);
    expect(vectorWith([1, 2], 2, 0, 'x', {})).toBeNull();
    expect(vectorToShown(undefined, 2, {})).toEqual([0, 0]);
  });

  it('converts radian bounds to degrees', () => {
    expect(shownBounds({ unit: 'radians', min: 0, max: Math.PI / 2 })).toEqual({ min: 0, max: 90 });
    expect(shownBounds({ min: 0, max: 1 })).toEqual({ min: 0, max: 1 });
  });
});

describe('number controls', () => {
  it('clamps to min and max and ignores text that is not a number', () => {
    expect(clamp(5, { min: 0, max: 1 })).toBe(1);
    expect(clamp(-1, { min: 0 })).toBe(0);
    expect(shownToNumber('1.5', { min: 0, max: 1 })).toBe(1);
    expect(shownToNumber('-3', { min: 0, max: 1 })).toBe(0);
    expect(shownToNumber('0.25', { min: 0, max: 1 })).toBe(0.25);
    expect(shownToNumber('', {})).toBeNull();
    expect(shownToNumber('abc', {})).toBeNull();
    // 0 to 90 degrees, stored as radians.
    expect(shownToNumber('120', { unit: 'radians', min: 0, max: Math.PI / 2 })).toBeCloseTo(Math.PI / 2);
  });
});

describe('shown content and bindings', () => {
  const meta = { default: 'Button' };

  it('shows the default while unset, the static content, the binding fallback, the asset id', () => {
    expect(shownContent(undefined, meta)).toBe('Button');
    expect(isUnset(undefined)).toBe(true);
    expect(shownContent({ type: 'static', content: 'Buy' }, meta)).toBe('Buy');
    expect(shownContent({ type: 'binding', content: 'state.label', fallback: 'Buy' }, meta)).toBe('Buy');
    expect(shownContent({ type: 'binding', content: 'state.label' }, meta)).toBe('Button');
    expect(
      shownContent({ type: 'reference', referenceType: 'asset', content: 'a1', url: '/x.png' }, meta),
    ).toBe('a1');
  });

  it('follows SPEC §4: binding keeps the static value as fallback and unbinding restores it', () => {
    const value: PropValue = { type: 'static', content: 'Buy' };
    const bound = toggledBinding(value, '')!;
    expect(bindingState(bound)).toEqual({ bound: true, expression: '' });
    expect(shownContent(bound, meta)).toBe('Buy');
    // Editing the control while bound changes the fallback only.
    const edited = withStaticContent(bound, 'Order');
    expect(edited).toEqual({ type: 'binding', content: '', fallback: 'Order' });
    expect(toggledBinding(edited)).toEqual({ type: 'static', content: 'Order' });
    // A binding without fallback is removed by the toggle (the prop becomes unset).
    expect(toggledBinding({ type: 'binding', content: 'x' })).toBeUndefined();
    expect(bindingState(undefined)).toEqual({ bound: false, expression: '' });
  });
});

describe('advanced styles JSON', () => {
  it('shows the css prop as formatted JSON, empty when unset', () => {
    expect(cssText(undefined)).toBe('');
    expect(cssText({ type: 'static', content: { color: 'red' } })).toBe('{\n  "color": "red"\n}');
  });

  it('removes the prop on empty text, refuses invalid JSON and non-objects', () => {
    expect(cssEdit('   ')).toEqual({ kind: 'remove' });
    expect(cssEdit('{"color": ')).toEqual({ kind: 'invalid' });
    expect(cssEdit('[1, 2]')).toEqual({ kind: 'invalid' });
    expect(cssEdit('"red"')).toEqual({ kind: 'invalid' });
    expect(cssEdit('{"color":"red"}')).toEqual({ kind: 'set', json: '{"color":"red"}' });
  });
});
