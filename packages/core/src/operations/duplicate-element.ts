// Duplicates one element with all its descendants (new ids) right after the original: the
// selection's duplicate (duplicate-elements.ts) for a single element.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { duplicateElements } from './duplicate-elements.ts';

export interface DuplicateElementArgs {
  pageId: string;
  elementId: string;
}

/** Returns the copy's id. */
export function duplicateElement(
  doc: Y.Doc,
  args: DuplicateElementArgs,
  origin: unknown = LOCAL_ORIGIN,
): string {
  return duplicateElements(doc, { pageId: args.pageId, elementIds: [args.elementId] }, origin)[0]!;
}
