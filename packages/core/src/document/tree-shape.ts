// Reads a page's tree (parent pointers and children lists only) out of the Y document.
import * as Y from 'yjs';
import type { YMap } from './build.ts';
import type { TreeNode, TreeShape } from './tree.ts';

function ids(value: unknown): string[] {
  return value instanceof Y.Array ? (value.toArray() as string[]) : [];
}

export function pageTreeShape(page: YMap): TreeShape {
  const elements: Record<string, TreeNode> = {};
  const map = page.get('elements');
  if (map instanceof Y.Map) {
    for (const [id, element] of (map as Y.Map<YMap>).entries()) {
      const parent = element.get('parent');
      elements[id] = {
        parent: typeof parent === 'string' ? parent : null,
        children: ids(element.get('children')),
      };
    }
  }
  return { children: ids(page.get('children')), elements };
}
