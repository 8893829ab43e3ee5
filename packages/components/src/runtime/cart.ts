// The addToCart action's item: the product the author named, with the visitor's configuration
// (the selected option of every attribute) and its unit price in the active currency — the base
// price plus the selected options' prices, as TotalPrice shows it. The host shop receives it as a
// `vitrine:add-to-cart` DOM event on the page's window and, inside an embed, as a message to the
// embedding window (docs/releases.md).
import type { ProjectJson } from '../model/project-json.ts';
import { attributeOptions, listAttributes, totalPrice } from './commerce.ts';

export const ADD_TO_CART_EVENT = 'vitrine:add-to-cart';

export interface CartProduct {
  productId: string;
  name?: string;
  quantity?: number;
  /** Major units, before the selected options' prices. */
  basePrice?: number;
}

export interface CartItemOption {
  attribute: string;
  attributeLabel: string;
  option: string;
  optionLabel: string;
}

export interface CartItem {
  productId: string;
  name: string;
  quantity: number;
  /** Major units in `currency`: base price plus the selected options' prices. */
  unitPrice: number;
  currency: string;
  options: CartItemOption[];
}

export function cartItem(
  product: CartProduct,
  project: ProjectJson,
  selection: Record<string, string>,
  currency: string,
): CartItem {
  const options: CartItemOption[] = [];
  for (const attribute of listAttributes(project)) {
    const option = attributeOptions(attribute).find((candidate) => candidate.id === selection[attribute.id]);
    if (!option) continue;
    options.push({
      attribute: attribute.slug || attribute.id,
      attributeLabel: attribute.label ?? '',
      option: option.slug || option.id,
      optionLabel: option.label ?? '',
    });
  }
  const base = Number.isFinite(product.basePrice) ? Number(product.basePrice) : 0;
  const quantity = Math.max(1, Math.trunc(Number(product.quantity) || 1));
  return {
    productId: product.productId,
    name: product.name ?? '',
    quantity,
    unitPrice: Math.round((base + totalPrice(project, selection, currency)) * 100) / 100,
    currency,
    options,
  };
}

/** Tells the host page: a DOM event here, and a message to the embedding window when framed. */
export function announceCartItem(item: CartItem): void {
  window.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, { detail: item }));
  // The embedding site is one of the project's allowed domains (frame-ancestors), so any parent
  // that can frame the page may hear of it.
  if (window.parent !== window) window.parent.postMessage({ type: ADD_TO_CART_EVENT, item }, '*');
}
