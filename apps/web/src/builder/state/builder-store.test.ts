import { describe, expect, it } from 'vitest';
import { createBuilderStore } from './builder-store.ts';

describe('builder store', () => {
  it('shows an inserted element in one update: ancestors open, it alone selected, the menu closed', () => {
    const store = createBuilderStore({ expanded: new Set(['root']), selectedIds: ['a', 'b'] });
    store.getState().openInsert({ mode: 'insert', targetId: 'section' });
    let updates = 0;
    store.subscribe(() => updates++);
    store.getState().showInserted('new', ['section', 'root']);
    const state = store.getState();
    expect(updates).toBe(1);
    expect(state.selectedIds).toEqual(['new']);
    expect([...state.expanded].sort()).toEqual(['root', 'section']);
    expect(state.insertMenu).toEqual({ mode: 'closed' });
  });

  it('keeps the expanded set itself when nothing opens or closes', () => {
    const store = createBuilderStore({ expanded: new Set(['root']) });
    const before = store.getState().expanded;
    store.getState().setExpanded(['root'], true);
    store.getState().showInserted('new', ['root']);
    expect(store.getState().expanded).toBe(before);
    store.getState().setExpanded(['root'], false);
    expect(store.getState().expanded.has('root')).toBe(false);
  });
});
