import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addAttribute } from './add-attribute.ts';
import { addAttributeOption } from './add-attribute-option.ts';
import { setupProject } from './fixtures.ts';
import { renameAttributeOption } from './rename-attribute-option.ts';

describe('renameAttributeOption', () => {
  it('renames and re-slugs; empty labels are ignored', () => {
    const { doc } = setupProject();
    const attributeId = addAttribute(doc, { label: 'Colour' });
    const optionId = addAttributeOption(doc, { attributeId, label: 'Tan' });
    expect(renameAttributeOption(doc, { attributeId, optionId, label: '' })).toBe(false);
    expect(renameAttributeOption(doc, { attributeId, optionId, label: 'Dark Tan' })).toBe(true);
    expect(readProject(doc).attributes[attributeId]!.options[0]).toMatchObject({
      label: 'Dark Tan',
      slug: 'dark_tan',
    });
    expect(() => renameAttributeOption(doc, { attributeId, optionId: 'x', label: 'y' })).toThrow(
      'Option x does not exist',
    );
  });
});
