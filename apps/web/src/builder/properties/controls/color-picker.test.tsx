// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DebouncedColorPicker } from './color-picker.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Moves react-colorful's hue slider with the keyboard: one colour change. */
function nudgeHue() {
  const hue = screen.getByRole('slider', { name: 'Hue' });
  fireEvent.keyDown(hue, { key: 'ArrowRight', keyCode: 39, which: 39 });
}

describe('DebouncedColorPicker', () => {
  it('reports one change after the 200 ms delay while the user keeps picking', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<DebouncedColorPicker value="#ff0000" onChange={onChange} />);
    nudgeHue();
    nudgeHue();
    act(() => vi.advanceTimersByTime(199));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reports the last change at once when closed before the delay', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { unmount } = render(<DebouncedColorPicker value="#ff0000" onChange={onChange} />);
    nudgeHue();
    unmount();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toMatch(/^#[0-9a-f]{6}$/);
    expect(onChange.mock.calls[0]![0]).not.toBe('#ff0000');
    act(() => vi.advanceTimersByTime(500));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reports nothing on close when nothing changed', () => {
    const onChange = vi.fn();
    const { unmount } = render(<DebouncedColorPicker value="#ff0000" onChange={onChange} />);
    unmount();
    expect(onChange).not.toHaveBeenCalled();
  });
});
