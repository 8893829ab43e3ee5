import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addAttribute } from './add-attribute.ts';
import { setupProject } from './fixtures.ts';
import { removeAttribute } from './remove-attribute.ts';

describe('removeAttribute', () => {
  it('removes an attribute', () => {
    const { doc } = setupProject();
    const attributeId = addAttribute(doc, { label: 'Colour' });
    removeAttribute(doc, { attributeId });
    expect(readProject(doc).attributes).toEqual({});
    expect(() => removeAttribute(doc, { attributeId })).toThrow(`Attribute ${attributeId} does not exist`);
  });
});
