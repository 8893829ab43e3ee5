// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReloadWhenOnline } from './reload-when-online.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A loader whose file fails while `failing` is set; `clear` forgets the failure as a cache would. */
function fakeFile() {
  const state = { failing: true, loads: 0, clears: 0 };
  function Model() {
    state.loads++;
    if (state.failing) throw new Error('Could not load model.glb: Failed to fetch');
    return <p>model</p>;
  }
  return { state, Model, clear: () => state.clears++ };
}

class Outer extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>error: {this.state.error}</p> : this.props.children;
  }
}

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

describe('ReloadWhenOnline', () => {
  it('shows nothing while offline and loads the file again when the browser is back online', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setOnline(false);
    const file = fakeFile();
    render(
      <Outer>
        <ReloadWhenOnline clear={file.clear}>
          <file.Model />
        </ReloadWhenOnline>
      </Outer>,
    );
    expect(screen.queryByText(/error/)).toBeNull();
    expect(file.state.clears).toBe(1);
    const loadsOffline = file.state.loads;

    file.state.failing = false;
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('model')).toBeTruthy();
    expect(file.state.clears).toBe(2);
    expect(file.state.loads).toBe(loadsOffline + 1);
  });

  it('hands a failure online to the element boundary, with the cache cleared for the next try', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setOnline(true);
    const file = fakeFile();
    render(
      <Outer>
        <ReloadWhenOnline clear={file.clear}>
          <file.Model />
        </ReloadWhenOnline>
      </Outer>,
    );
    expect(screen.getByText('error: Could not load model.glb: Failed to fetch')).toBeTruthy();
    // React renders a failed tree once more before giving up; each time the cache was cleared.
    expect(file.state.clears).toBeGreaterThanOrEqual(1);
  });
});
