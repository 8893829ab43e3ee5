import { describe, expect, it } from 'vitest';
import type { ProjectJson } from '../model/project-json.ts';
import { boundAttributeIds, pageFinishes, variantChoices } from './finishes.ts';

const project: ProjectJson = {
  attributes: {
    finish: {
      id: 'finish',
      label: 'Finish',
      slug: 'finish',
      options: [
        { id: 'sunset', label: 'Sunset orange', slug: 'sunset_orange' },
        { id: 'sky', label: 'Sky blue', slug: 'sky_blue' },
      ],
    },
    size: {
      id: 'size',
      label: 'Size',
      slug: 'size',
      options: [{ id: 'large', label: 'Large', slug: 'large' }],
    },
  },
  pages: {
    home: {
      id: 'home',
      elements: {
        shade: { id: 'shade', elementType: 'mesh', children: ['shade-geometry', 'shade-finish'] },
        'shade-geometry': { id: 'shade-geometry', elementType: 'sphereGeometry', parent: 'shade' },
        'shade-finish': {
          id: 'shade-finish',
          elementType: 'meshPhysicalMaterial',
          name: 'Shade finish',
          parent: 'shade',
          props: {
            color: { type: 'binding', content: "{ sunset_orange: '#f97316' }[attributes.finish.selected]" },
          },
        },
        seat: { id: 'seat', elementType: 'mesh', children: ['seat-variants'] },
        'seat-variants': {
          id: 'seat-variants',
          elementType: 'MaterialVariant',
          parent: 'seat',
          props: {
            variants: {
              type: 'static',
              content: [
                { label: 'Red', asset: { id: 'red' } },
                { label: 'Sky blue', asset: { id: 'blue' } },
                { label: 'Unfinished' },
              ],
            },
          },
        },
        base: { id: 'base', elementType: 'mesh', children: ['base-finish'] },
        'base-finish': { id: 'base-finish', elementType: 'meshStandardMaterial', parent: 'base' },
      },
    },
  },
} as unknown as ProjectJson;

describe('finishes', () => {
  it('finds the attributes a binding reads, by slug, optional chaining or brackets', () => {
    const read = (content: string) => boundAttributeIds(project, { color: { type: 'binding', content } });
    expect(read('attributes.finish.selected')).toEqual(['finish']);
    expect(read("attributes?.size.selected == 'large' ? 2 : 1")).toEqual(['size']);
    expect(read("attributes['finish'].selectedLabel + attributes.unknown")).toEqual(['finish']);
    expect(read('state.count')).toEqual([]);
  });

  it('gives each mesh element its finish and the attributes it follows', () => {
    const finishes = pageFinishes(project, 'home');
    expect(finishes.map((finish) => [finish.meshId, finish.element.id, finish.attributeIds])).toEqual([
      ['shade', 'shade-finish', ['finish']],
      ['seat', 'seat-variants', []],
      ['base', 'base-finish', []],
    ]);
  });

  it('names variants by the options users see, then by MaterialVariant labels; a shared name is one variant', () => {
    const choices = variantChoices(project, pageFinishes(project, 'home'));
    expect(choices.map((choice) => choice.name)).toEqual(['Sunset orange', 'Sky blue', 'Red']);
    const sky = choices[1]!;
    expect([...sky.options]).toEqual([['finish', 'sky']]);
    expect([...sky.labels]).toEqual([['seat-variants', 'Sky blue']]);
  });
});
