import { describe, expect, it } from 'vitest';
import { EARLY_FRAMES_LIMIT, EarlyFrames } from './early-frames.ts';

describe('EarlyFrames', () => {
  it('holds frames in order until they are drained', () => {
    const early = new EarlyFrames();
    expect(early.push(new Uint8Array([1]))).toBe(true);
    expect(early.push(new Uint8Array([2, 3]))).toBe(true);
    expect(early.drain().map((frame) => [...frame])).toEqual([[1], [2, 3]]);
    expect(early.held).toEqual({ frames: 0, bytes: 0 });
  });

  it('refuses a flood of small frames past the frame limit and lets go of what it held', () => {
    const early = new EarlyFrames();
    for (let i = 0; i < EARLY_FRAMES_LIMIT.frames; i++) expect(early.push(new Uint8Array([3]))).toBe(true);
    expect(early.push(new Uint8Array([3]))).toBe(false);
    expect(early.held).toEqual({ frames: 0, bytes: 0 });
    expect(early.push(new Uint8Array([3])), 'stays refused').toBe(false);
  });

  it('refuses large frames past the byte limit, whatever their count', () => {
    const early = new EarlyFrames();
    const megabyte = new Uint8Array(1024 * 1024);
    let kept = 0;
    while (early.push(megabyte)) kept++;
    expect(kept).toBe(EARLY_FRAMES_LIMIT.bytes / megabyte.byteLength);
    expect(early.held.bytes).toBe(0);
  });
});
