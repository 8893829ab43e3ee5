import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addMaterial } from './add-material.ts';
import { setupProject } from './fixtures.ts';

describe('addMaterial', () => {
  it('numbers new MeshPhysicalMaterial materials', () => {
    const { doc } = setupProject();
    const first = addMaterial(doc);
    addMaterial(doc, { name: 'Material 2' });
    const third = addMaterial(doc);
    const glElements = readProject(doc).gl_elements;
    expect(glElements[first]).toEqual({
      id: first,
      type: 'material',
      name: 'Material 1',
      props: { type: { type: 'static', content: 'MeshPhysicalMaterial' } },
      meta: {},
      children: [],
      parentId: null,
    });
    expect(glElements[third]!.name).toBe('Material 3');
    expect(() => addMaterial(doc, { name: ' ' })).toThrow('Material name is required');
  });
});
