// @vitest-environment jsdom
// The renderer reports what a visitor does to onTrack: choices by click actions and by choice widgets,
// variant choices, points of interest and the prices TotalPrice shows.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TrackedEvent } from '../runtime/track.ts';
import { el, fixed, onClick, project } from '../test/fixtures.ts';
import { PageRenderer } from './page-renderer.tsx';
import { preloadImplementations } from './dom-implementations.ts';

afterEach(cleanup);

const attributes = {
  a1: {
    id: 'a1',
    label: 'Finish',
    slug: 'finish',
    default: 'o1',
    options: [
      { id: 'o1', parentId: 'a1', label: 'Oak', slug: 'oak' },
      { id: 'o2', parentId: 'a1', label: 'Walnut', slug: 'walnut' },
    ],
  },
};
const priceOptions = { o1: [{ currencyCode: 'INR', value: 100 }], o2: [{ currencyCode: 'INR', value: 250 }] };

// Widgets load on demand; these tests render them at once.
beforeAll(() => preloadImplementations());

describe('tracking', () => {
  it('reports option choices from actions and widgets, variants, points of interest and prices shown', () => {
    const seen: TrackedEvent[] = [];
    const doc = project(
      [
        el('b1', 'Button', {
          props: { label: fixed('Walnut please') },
          // By slug: the report carries the ids.
          eventInteractions: onClick({
            type: 'selectAttributeOption',
            attributeId: 'finish',
            optionId: 'walnut',
          }),
        }),
        el('b2', 'Button', {
          props: { label: fixed('Tall legs') },
          eventInteractions: onClick(
            { type: 'selectVariant', elementId: 'legs', item: 'tall' },
            { type: 'focusPointOfInterest', elementId: 'top-view' },
          ),
        }),
        el('t1', 'ToggleGroup', { props: { attributeId: fixed('a1') } }),
        el('p1', 'TotalPrice', { props: { basePrice: fixed(1000) } }),
      ],
      {},
      { attributes, priceOptions, currency: 'INR', currencies: ['INR'] },
    );
    render(<PageRenderer project={doc} onTrack={(event) => seen.push(event)} />);
    expect(seen).toEqual([{ type: 'price_shown', currency: 'INR', value: 1100 }]);
    fireEvent.click(screen.getByText('Walnut please'));
    fireEvent.click(screen.getByText('Tall legs'));
    fireEvent.mouseDown(screen.getByRole('radio', { name: 'Oak' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Oak' }));
    expect(seen).toEqual([
      { type: 'price_shown', currency: 'INR', value: 1100 },
      { type: 'option_choice', attributeId: 'a1', optionId: 'o2' },
      { type: 'price_shown', currency: 'INR', value: 1250 },
      { type: 'variant_choice', elementId: 'legs', item: 'tall' },
      { type: 'poi_focus', elementId: 'top-view' },
      { type: 'option_choice', attributeId: 'a1', optionId: 'o1' },
      { type: 'price_shown', currency: 'INR', value: 1100 },
    ]);
  });
});
