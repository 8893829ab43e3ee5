import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addAttribute } from './add-attribute.ts';
import { setupProject } from './fixtures.ts';

describe('addAttribute', () => {
  it('adds an attribute slugged from its label', () => {
    const { doc } = setupProject();
    const id = addAttribute(doc, { label: ' Leather Colour ', plugins: ['PRICE'] });
    expect(readProject(doc).attributes[id]).toEqual({
      id,
      label: 'Leather Colour',
      slug: 'leather_colour',
      options: [],
      default: null,
      plugins: ['PRICE'],
    });
    expect(() => addAttribute(doc, { label: '' })).toThrow('Label is required');
  });
});
