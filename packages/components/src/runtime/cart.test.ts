// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectJson } from '../model/project-json.ts';
import { ADD_TO_CART_EVENT, announceCartItem, cartItem } from './cart.ts';

const shop: ProjectJson = {
  label: 'Shop',
  pages: {},
  attributes: {
    a1: {
      id: 'a1',
      label: 'Frame colour',
      slug: 'frame_colour',
      options: [
        { id: 'o1', label: 'Red', slug: 'red' },
        { id: 'o2', label: 'Gold', slug: 'gold' },
      ],
    },
    a2: { id: 'a2', label: 'Size', slug: 'size', options: [] },
  },
  priceOptions: { o2: [{ currencyCode: 'USD', value: 15.25 }] },
};

afterEach(() => vi.restoreAllMocks());

describe('cartItem', () => {
  it('prices the product as base plus the selected options, in the active currency', () => {
    expect(
      cartItem({ productId: 'sku-1', name: 'Chair', quantity: 2, basePrice: 100 }, shop, { a1: 'o2' }, 'USD'),
    ).toEqual({
      productId: 'sku-1',
      name: 'Chair',
      quantity: 2,
      unitPrice: 115.25,
      currency: 'USD',
      options: [
        { attribute: 'frame_colour', attributeLabel: 'Frame colour', option: 'gold', optionLabel: 'Gold' },
      ],
    });
  });

  it('defaults to one item at the options price with no name', () => {
    const item = cartItem({ productId: 'sku-2' }, shop, { a1: 'o1' }, 'INR');
    expect(item).toMatchObject({ name: '', quantity: 1, unitPrice: 0, currency: 'INR' });
    expect(item.options.map((option) => option.option)).toEqual(['red']);
  });
});

describe('announceCartItem', () => {
  it('dispatches the vitrine:add-to-cart event with the item', () => {
    const heard = vi.fn();
    window.addEventListener(ADD_TO_CART_EVENT, (event) => heard((event as CustomEvent).detail));
    const item = cartItem({ productId: 'sku-1' }, shop, {}, 'INR');
    announceCartItem(item);
    expect(heard).toHaveBeenCalledWith(item);
  });
});
