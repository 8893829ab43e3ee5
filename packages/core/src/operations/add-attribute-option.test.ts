import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addAttribute } from './add-attribute.ts';
import { addAttributeOption } from './add-attribute-option.ts';
import { setupProject } from './fixtures.ts';

describe('addAttributeOption', () => {
  it('adds slugged options; the first becomes the default', () => {
    const { doc } = setupProject();
    const attributeId = addAttribute(doc, { label: 'Colour' });
    const black = addAttributeOption(doc, { attributeId, label: 'Jet Black' });
    const tan = addAttributeOption(doc, { attributeId, label: 'Tan' });
    expect(readProject(doc).attributes[attributeId]).toMatchObject({
      default: black,
      options: [
        { id: black, parentId: attributeId, label: 'Jet Black', slug: 'jet_black' },
        { id: tan, parentId: attributeId, label: 'Tan', slug: 'tan' },
      ],
    });
    expect(() => addAttributeOption(doc, { attributeId, label: ' ' })).toThrow('Label is required');
  });
});
