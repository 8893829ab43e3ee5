import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addAttribute } from './add-attribute.ts';
import { setupProject } from './fixtures.ts';
import { renameAttribute } from './rename-attribute.ts';

describe('renameAttribute', () => {
  it('renames and re-slugs; empty labels are ignored', () => {
    const { doc } = setupProject();
    const attributeId = addAttribute(doc, { label: 'Colour' });
    expect(renameAttribute(doc, { attributeId, label: '  ' })).toBe(false);
    expect(renameAttribute(doc, { attributeId, label: 'Strap Colour' })).toBe(true);
    expect(readProject(doc).attributes[attributeId]).toMatchObject({
      label: 'Strap Colour',
      slug: 'strap_colour',
    });
  });
});
