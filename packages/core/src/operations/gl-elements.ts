// Shared lookup for the gl element operations.
import type * as Y from 'yjs';
import { projectPart } from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { OperationError } from '../errors.ts';

export function getGlElement(doc: Y.Doc, id: string): YMap {
  const element = projectPart(doc, 'gl_elements').get(id);
  if (!element) throw new OperationError(`Material ${id} does not exist`);
  return element;
}
