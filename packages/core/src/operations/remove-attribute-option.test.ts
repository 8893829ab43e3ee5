import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addAttribute } from './add-attribute.ts';
import { addAttributeOption } from './add-attribute-option.ts';
import { setupProject } from './fixtures.ts';
import { removeAttributeOption } from './remove-attribute-option.ts';

describe('removeAttributeOption', () => {
  it('removes an option; a removed default passes to the first remaining option', () => {
    const { doc } = setupProject();
    const attributeId = addAttribute(doc, { label: 'Colour' });
    const black = addAttributeOption(doc, { attributeId, label: 'Black' });
    const tan = addAttributeOption(doc, { attributeId, label: 'Tan' });
    removeAttributeOption(doc, { attributeId, optionId: black });
    expect(readProject(doc).attributes[attributeId]).toMatchObject({ default: tan, options: [{ id: tan }] });
    removeAttributeOption(doc, { attributeId, optionId: tan });
    expect(readProject(doc).attributes[attributeId]).toMatchObject({ default: null, options: [] });
  });
});
