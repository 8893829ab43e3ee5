import { describe, expect, it } from 'vitest';
import { setupElement } from './fixtures.ts';
import { renameElement } from './rename-element.ts';

describe('renameElement', () => {
  it('stores the name as given, empty included', () => {
    const { doc, ref, element } = setupElement();
    renameElement(doc, { ...ref, name: 'Hero' });
    expect(element().name).toBe('Hero');
    renameElement(doc, { ...ref, name: '' });
    expect(element().name).toBe('');
    expect(() => renameElement(doc, { ...ref, elementId: 'x', name: 'y' })).toThrow(
      'Element x does not exist',
    );
  });
});
