import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addAttribute } from './add-attribute.ts';
import { addAttributeOption } from './add-attribute-option.ts';
import { setupProject } from './fixtures.ts';
import { removeAttribute } from './remove-attribute.ts';
import { removeAttributeOption } from './remove-attribute-option.ts';
import { renameAttribute } from './rename-attribute.ts';
import { renameAttributeOption } from './rename-attribute-option.ts';
import { setAttributeDefault } from './set-attribute-default.ts';

describe('attributes and options', () => {
  it('slugs labels, defaults to the first option, ignores empty renames', () => {
    const { doc } = setupProject();
    const attributeId = addAttribute(doc, { label: 'Leather Colour', plugins: ['PRICE'] });
    const black = addAttributeOption(doc, { attributeId, label: 'Jet Black' });
    const tan = addAttributeOption(doc, { attributeId, label: 'Tan' });
    const read = () => readProject(doc).attributes[attributeId]!;
    expect(read()).toEqual({
      id: attributeId,
      label: 'Leather Colour',
      slug: 'leather_colour',
      default: black,
      plugins: ['PRICE'],
      options: [
        { id: black, parentId: attributeId, label: 'Jet Black', slug: 'jet_black' },
        { id: tan, parentId: attributeId, label: 'Tan', slug: 'tan' },
      ],
    });
    expect(renameAttribute(doc, { attributeId, label: '  ' })).toBe(false);
    expect(renameAttribute(doc, { attributeId, label: 'Strap Colour' })).toBe(true);
    expect(renameAttributeOption(doc, { attributeId, optionId: tan, label: '' })).toBe(false);
    renameAttributeOption(doc, { attributeId, optionId: tan, label: 'Dark Tan' });
    expect(read()).toMatchObject({ label: 'Strap Colour', slug: 'strap_colour' });
    expect(read().options[1]).toMatchObject({ label: 'Dark Tan', slug: 'dark_tan' });
    setAttributeDefault(doc, { attributeId, optionId: tan });
    expect(read().default).toBe(tan);
    removeAttributeOption(doc, { attributeId, optionId: tan });
    expect(read().default).toBe(black);
    expect(() => setAttributeDefault(doc, { attributeId, optionId: tan })).toThrow(/does not exist/);
    removeAttribute(doc, { attributeId });
    expect(readProject(doc).attributes).toEqual({});
  });
});
