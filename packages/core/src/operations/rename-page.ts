// Renames a page; the label is stored as given.
import type * as Y from 'yjs';
import { getPage } from '../document/access.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from './transact.ts';

export interface RenamePageArgs {
  pageId: string;
  label: string;
}

export function renamePage(doc: Y.Doc, args: RenamePageArgs, origin: unknown = LOCAL_ORIGIN): void {
  const page = getPage(doc, args.pageId);
  transact(doc, origin, () => page.set('label', args.label));
}
