// 'Import Components': inserts an exported subtree under a target (or the page root) with new
// ids. Anything but {rootId, elements} holding the root is refused with a readable message.
import type * as Y from 'yjs';
import { clampIndex, containerChildren, getElement, getPage, pageElements } from '../document/access.ts';
import { elementToY } from '../document/build.ts';
import { cloneSubtree } from '../document/clone-subtree.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { ComponentExportSchema, type ComponentExport } from './component-export.ts';
import { transact } from './transact.ts';

export interface ImportComponentsArgs {
  pageId: string;
  /** The target element, or null for the page root. */
  parentId: string | null;
  index?: number;
  /** The file's text or its parsed JSON. */
  json: unknown;
}

export function parseComponentExport(json: unknown): ComponentExport {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      throw new OperationError(OPERATION_TEXTS.importNotJson);
    }
  }
  const parsed = ComponentExportSchema.safeParse(value);
  if (!parsed.success) throw new OperationError(OPERATION_TEXTS.importInvalid);
  if (!parsed.data.elements[parsed.data.rootId]) throw new OperationError(OPERATION_TEXTS.importRootMissing);
  return parsed.data;
}

/** Returns the id of the imported root. */
export function importComponents(
  doc: Y.Doc,
  args: ImportComponentsArgs,
  origin: unknown = LOCAL_ORIGIN,
): string {
  const data = parseComponentExport(args.json);
  const page = getPage(doc, args.pageId);
  if (args.parentId !== null) getElement(page, args.parentId);
  const copy = cloneSubtree(data.elements, data.rootId, args.parentId);
  return transact(doc, origin, () => {
    const elements = pageElements(page);
    for (const element of copy.elements) elements.set(element.id, elementToY(element));
    const list = containerChildren(page, args.parentId);
    list.insert(clampIndex(args.index, list.length), [copy.rootId]);
    return copy.rootId;
  });
}
