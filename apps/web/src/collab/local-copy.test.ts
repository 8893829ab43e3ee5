import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndexeddbPersistence } from 'y-indexeddb';
import { LOCAL_COPY_WAIT_MS, localCopyOrTimeout } from './local-copy.ts';

const copy = (whenSynced: Promise<unknown>) => ({ whenSynced }) as unknown as IndexeddbPersistence;

describe('localCopyOrTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves once the local copy is loaded, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    let load!: () => void;
    const loaded = localCopyOrTimeout(copy(new Promise<void>((resolve) => (load = resolve))));
    load();
    await expect(loaded).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves without the copy when it takes longer than the wait', async () => {
    vi.useFakeTimers();
    let settled = false;
    void localCopyOrTimeout(copy(new Promise(() => undefined))).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(LOCAL_COPY_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
