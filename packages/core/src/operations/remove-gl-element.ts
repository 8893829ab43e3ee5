// Removes a material (with its textures) or a texture (detached from its material).
import type * as Y from 'yjs';
import { projectPart } from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { getGlElement } from './gl-elements.ts';
import { transact } from './transact.ts';

export interface RemoveGlElementArgs {
  id: string;
}

function childIds(element: YMap): string[] {
  const children = element.get('children') as Y.Array<string> | undefined;
  return children ? children.toArray() : [];
}

/** Returns the ids removed. */
export function removeGlElement(
  doc: Y.Doc,
  args: RemoveGlElementArgs,
  origin: unknown = LOCAL_ORIGIN,
): string[] {
  const element = getGlElement(doc, args.id);
  const glElements = projectPart(doc, 'gl_elements');
  const parentId = element.get('parentId');
  return transact(doc, origin, () => {
    const removed = [args.id, ...childIds(element).filter((id) => glElements.has(id))];
    const parent = typeof parentId === 'string' ? glElements.get(parentId) : undefined;
    const siblings = parent?.get('children') as Y.Array<string> | undefined;
    if (siblings) {
      const index = siblings.toArray().indexOf(args.id);
      if (index >= 0) siblings.delete(index, 1);
    }
    for (const id of removed) glElements.delete(id);
    return removed;
  });
}
