import type { ProjectJson } from '@vitrine/components';
import { describe, expect, it } from 'vitest';
import { choicesOfClick } from './choices.ts';

const project = {
  pages: {
    home: {
      id: 'home',
      children: ['card'],
      elements: {
        card: {
          id: 'card',
          elementType: 'Flex',
          children: ['red'],
          eventInteractions: {
            a: {
              type: 'event',
              content: {
                event: { type: 'onClick' },
                actions: [{ type: 'selectVariant', elementId: 'shoe', item: 'sport' }],
              },
            },
          },
        },
        red: {
          id: 'red',
          elementType: 'Button',
          parent: 'card',
          eventInteractions: {
            b: {
              type: 'event',
              content: {
                event: { type: 'onClick' },
                actions: [
                  { type: 'selectAttributeOption', attributeId: 'colour', optionId: 'red' },
                  { type: 'setState', name: 'open', value: true },
                ],
              },
            },
            c: {
              type: 'event',
              content: {
                event: { type: 'onClick' },
                isActive: false,
                actions: [{ type: 'selectAttributeOption', attributeId: 'size', optionId: 'xl' }],
              },
            },
            d: {
              type: 'event',
              content: {
                event: { type: 'onMouseEnter' },
                actions: [{ type: 'selectAttributeOption', attributeId: 'size', optionId: 's' }],
              },
            },
          },
        },
      },
    },
  },
} as unknown as ProjectJson;

describe('choicesOfClick', () => {
  it('reads the option and variant choices of the active click interactions along the path', () => {
    expect(choicesOfClick(project, 'home', ['red', 'card'])).toEqual([
      { type: 'option_choice', attributeId: 'colour', optionId: 'red', pageId: 'home' },
      { type: 'variant_choice', elementId: 'shoe', item: 'sport', pageId: 'home' },
    ]);
  });

  it('finds nothing for elements without interactions or unknown pages', () => {
    expect(choicesOfClick(project, 'home', [])).toEqual([]);
    expect(choicesOfClick(project, 'missing', ['red'])).toEqual([]);
  });
});
