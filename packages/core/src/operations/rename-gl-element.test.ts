import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addMaterial } from './add-material.ts';
import { setupProject } from './fixtures.ts';
import { renameGlElement } from './rename-gl-element.ts';

describe('renameGlElement', () => {
  it('renames a material; the name is required', () => {
    const { doc } = setupProject();
    const id = addMaterial(doc);
    renameGlElement(doc, { id, name: ' Leather ' });
    expect(readProject(doc).gl_elements[id]!.name).toBe('Leather');
    expect(() => renameGlElement(doc, { id, name: '' })).toThrow('Material name is required');
    expect(() => renameGlElement(doc, { id: 'x', name: 'y' })).toThrow('Material x does not exist');
  });
});
