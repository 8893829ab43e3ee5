// Which element of the page a DOM node of the same-origin preview frame belongs to.

/** The element id under a DOM node of the preview (its nearest `data-element-id` ancestor). */
export function elementIdAt(node: EventTarget | null): string | null {
  if (!node || typeof (node as Element).closest !== 'function') return null;
  const owner = (node as Element).closest('[data-element-id]');
  return owner?.getAttribute('data-element-id') ?? null;
}
