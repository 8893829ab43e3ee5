import { describe, expect, it } from 'vitest';
import { readRecentComponents, rememberRecentComponent } from './recent-components.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('recent components', () => {
  it('keeps the newest first without duplicates, at most 10', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 12; i++) rememberRecentComponent(`C${i}`, storage);
    rememberRecentComponent('C5', storage);
    const recent = readRecentComponents(storage);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('C5');
    expect(recent.filter((name) => name === 'C5')).toHaveLength(1);
    expect(recent).not.toContain('C0');
  });

  it('ignores a corrupt entry', () => {
    const storage = memoryStorage();
    storage.setItem('vitrine.recentComponents', '{not json');
    expect(readRecentComponents(storage)).toEqual([]);
  });
});
