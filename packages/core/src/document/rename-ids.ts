// Rewrites element ids inside element data: every string equal to a renamed id, at any depth (parent
// and children links, ELEMENT props, actions naming an element), so a copied or moved subtree keeps
// pointing at itself.
export function renameIds<T>(value: T, renamed: ReadonlyMap<string, string>): T {
  if (renamed.size === 0) return value;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return renamed.get(node) ?? node;
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(value) as T;
}

/** An element with the ids named in its props and event interactions renamed. */
export function renameElementReferences<T extends { props: unknown; eventInteractions: unknown }>(
  element: T,
  renamed: ReadonlyMap<string, string>,
): T {
  if (renamed.size === 0) return element;
  return {
    ...element,
    props: renameIds(element.props, renamed),
    eventInteractions: renameIds(element.eventInteractions, renamed),
  };
}
