// Where an element is drawn inside the same-origin preview frame, in device pixels: the bounding
// box of the DOM nodes that carry its `data-element-id`. Elements without DOM (3D) have no rect.
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

function escapeId(id: string): string {
  return typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(id) : id.replace(/["\\]/g, '\\$&');
}

export function elementRect(frameDocument: Document | null, id: string): Rect | null {
  if (!frameDocument) return null;
  const nodes = frameDocument.querySelectorAll(`[data-element-id="${escapeId(id)}"]`);
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  nodes.forEach((node) => {
    const rect = node.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return;
    box = box
      ? {
          left: Math.min(box.left, rect.left),
          top: Math.min(box.top, rect.top),
          right: Math.max(box.right, rect.right),
          bottom: Math.max(box.bottom, rect.bottom),
        }
      : { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  });
  if (!box) return null;
  const { left, top, right, bottom } = box;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The element id under a DOM node of the preview (its nearest `data-element-id` ancestor). */
export function elementIdAt(node: EventTarget | null): string | null {
  if (!node || typeof (node as Element).closest !== 'function') return null;
  const owner = (node as Element).closest('[data-element-id]');
  return owner?.getAttribute('data-element-id') ?? null;
}
