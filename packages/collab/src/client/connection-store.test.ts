import { describe, expect, it } from 'vitest';
import { createConnectionStore } from './connection-store.ts';

describe('connection store', () => {
  it('notifies only on real changes and keeps snapshots stable otherwise', () => {
    const store = createConnectionStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    const first = store.getSnapshot();
    store.set({ status: 'disconnected' });
    expect(store.getSnapshot()).toBe(first);
    store.set({ status: 'connected', synced: true });
    expect(calls).toBe(1);
    expect(store.getSnapshot()).toMatchObject({ status: 'connected', synced: true });
    unsubscribe();
    store.set({ synced: false });
    expect(calls).toBe(1);
  });
});
