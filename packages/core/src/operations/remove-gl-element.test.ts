import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addMaterial } from './add-material.ts';
import { setupProject } from './fixtures.ts';
import { removeGlElement } from './remove-gl-element.ts';

describe('removeGlElement', () => {
  it('removes a material', () => {
    const { doc } = setupProject();
    const first = addMaterial(doc);
    const second = addMaterial(doc);
    expect(removeGlElement(doc, { id: first })).toEqual([first]);
    expect(Object.keys(readProject(doc).gl_elements)).toEqual([second]);
    expect(() => removeGlElement(doc, { id: first })).toThrow(`Material ${first} does not exist`);
  });
});
