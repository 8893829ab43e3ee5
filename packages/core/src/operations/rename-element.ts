// Renames an element (outliner label); the name is stored as given, empty included.
import type * as Y from 'yjs';
import { getElement, getPage } from '../document/access.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from './transact.ts';

export interface RenameElementArgs {
  pageId: string;
  elementId: string;
  name: string;
}

export function renameElement(doc: Y.Doc, args: RenameElementArgs, origin: unknown = LOCAL_ORIGIN): void {
  const element = getElement(getPage(doc, args.pageId), args.elementId);
  transact(doc, origin, () => element.set('name', args.name));
}
