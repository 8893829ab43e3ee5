import { describe, expect, it } from 'vitest';
import { createHistory } from '../history.ts';
import { readProject } from '../document/read-project.ts';
import { addAttribute } from './add-attribute.ts';
import { setupProject } from './fixtures.ts';
import { setAttributePlugin } from './set-attribute-plugin.ts';

describe('setAttributePlugin', () => {
  it('turns the PRICE control on and off, once each', () => {
    const { doc } = setupProject();
    const attributeId = addAttribute(doc, { label: 'Colour' });
    expect(setAttributePlugin(doc, { attributeId, plugin: 'PRICE', enabled: true })).toBe(true);
    expect(setAttributePlugin(doc, { attributeId, plugin: 'PRICE', enabled: true })).toBe(false);
    expect(readProject(doc).attributes[attributeId]!.plugins).toEqual(['PRICE']);
    expect(setAttributePlugin(doc, { attributeId, plugin: 'PRICE', enabled: false })).toBe(true);
    expect(readProject(doc).attributes[attributeId]!.plugins).toEqual([]);
  });

  it('is one undo step and refuses unknown attributes and plugins', () => {
    const { doc } = setupProject();
    const attributeId = addAttribute(doc, { label: 'Size' });
    const history = createHistory(doc);
    setAttributePlugin(doc, { attributeId, plugin: 'PRICE', enabled: true });
    history.undo();
    expect(readProject(doc).attributes[attributeId]!.plugins).toEqual([]);
    expect(() => setAttributePlugin(doc, { attributeId: 'nope', plugin: 'PRICE', enabled: true })).toThrow(
      'Attribute nope does not exist',
    );
    expect(() =>
      setAttributePlugin(doc, { attributeId, plugin: 'OTHER' as 'PRICE', enabled: true }),
    ).toThrow();
  });
});
