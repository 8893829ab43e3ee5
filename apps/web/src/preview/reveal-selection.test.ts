import { describe, expect, it } from 'vitest';
import { revealScroll } from './reveal-selection.ts';

const viewport = { width: 1000, height: 800 };
const box = (top: number, height: number, left = 100, width = 200) => ({
  top,
  bottom: top + height,
  left,
  right: left + width,
});

describe('revealing the selection in the frame', () => {
  it('leaves an element in view where it is', () => {
    expect(revealScroll(box(0, 100), viewport)).toEqual({ x: 0, y: 0 });
    expect(revealScroll(box(700, 100), viewport)).toEqual({ x: 0, y: 0 });
  });

  it('scrolls an element below the fold up to the bottom edge, with a margin', () => {
    expect(revealScroll(box(2000, 40), viewport)).toEqual({ x: 0, y: 2040 - 800 + 24 });
    // Cut by the bottom edge.
    expect(revealScroll(box(780, 40), viewport)).toEqual({ x: 0, y: 44 });
  });

  it('scrolls an element above the view down to the top edge, with a margin', () => {
    expect(revealScroll(box(-500, 40), viewport)).toEqual({ x: 0, y: -524 });
  });

  it('shows the top of an element taller than the view, and leaves one that fills it', () => {
    expect(revealScroll(box(900, 2000), viewport)).toEqual({ x: 0, y: 900 });
    expect(revealScroll(box(-100, 2000), viewport)).toEqual({ x: 0, y: 0 });
  });

  it('keeps a smaller margin when the element barely fits', () => {
    expect(revealScroll(box(1000, 780), viewport)).toEqual({ x: 0, y: 1000 - 10 });
  });

  it('scrolls sideways too', () => {
    expect(revealScroll(box(0, 100, 1100, 100), viewport)).toEqual({ x: 224, y: 0 });
  });
});
