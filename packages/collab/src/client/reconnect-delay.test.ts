import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay.ts';

describe('reconnect delay', () => {
  it('grows exponentially up to the maximum, with the jitter below the ceiling', () => {
    const options = { baseMs: 100, maxMs: 1000 };
    expect(reconnectDelay(0, options, () => 0.999)).toBe(99);
    expect(reconnectDelay(2, options, () => 0.999)).toBe(399);
    expect(reconnectDelay(10, options, () => 0.999)).toBe(999);
    expect(reconnectDelay(50, options, () => 0.5)).toBe(500);
    expect(reconnectDelay(3, options, () => 0)).toBe(0);
  });
});
