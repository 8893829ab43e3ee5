import { describe, expect, it } from 'vitest';
import { outsideArea } from './thumbnail.ts';

const area = { top: -500, bottom: 400, left: 0, right: 1200 };
const box = (top: number, height: number, left = 0, width = 100) => ({
  top,
  bottom: top + height,
  left,
  right: left + width,
  width,
  height,
});

describe('the thumbnail pictures only what reaches into its area', () => {
  it('leaves out elements wholly below, above or beside the area', () => {
    expect(outsideArea(box(400, 50), area)).toBe(true);
    expect(outsideArea(box(-600, 100), area)).toBe(true);
    expect(outsideArea(box(0, 50, 1200), area)).toBe(true);
  });

  it('keeps elements that reach into it, even by a pixel', () => {
    expect(outsideArea(box(399, 50), area)).toBe(false);
    expect(outsideArea(box(-501, 2), area)).toBe(false);
    expect(outsideArea(box(-1000, 5000), area)).toBe(false);
  });

  it('keeps elements without a box, whose children may be in the picture', () => {
    expect(outsideArea(box(0, 0, 0, 0), area)).toBe(false);
    expect(outsideArea(box(2000, 0, 0, 0), area)).toBe(false);
  });
});
