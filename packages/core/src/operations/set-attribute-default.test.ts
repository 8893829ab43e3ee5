import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addAttribute } from './add-attribute.ts';
import { addAttributeOption } from './add-attribute-option.ts';
import { setupProject } from './fixtures.ts';
import { setAttributeDefault } from './set-attribute-default.ts';

describe('setAttributeDefault', () => {
  it('chooses one of the attribute options', () => {
    const { doc } = setupProject();
    const attributeId = addAttribute(doc, { label: 'Colour' });
    addAttributeOption(doc, { attributeId, label: 'Black' });
    const tan = addAttributeOption(doc, { attributeId, label: 'Tan' });
    setAttributeDefault(doc, { attributeId, optionId: tan });
    expect(readProject(doc).attributes[attributeId]!.default).toBe(tan);
    expect(() => setAttributeDefault(doc, { attributeId, optionId: 'x' })).toThrow('Option x does not exist');
  });
});
