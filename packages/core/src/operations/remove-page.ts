// Removes a page with its elements; the last page of a project cannot be removed.
import type * as Y from 'yjs';
import { getPage, pagesMap } from '../document/access.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { transact } from './transact.ts';

export interface RemovePageArgs {
  pageId: string;
}

export function removePage(doc: Y.Doc, args: RemovePageArgs, origin: unknown = LOCAL_ORIGIN): void {
  getPage(doc, args.pageId);
  const pages = pagesMap(doc);
  if (pages.size <= 1) throw new OperationError(OPERATION_TEXTS.lastPage);
  transact(doc, origin, () => pages.delete(args.pageId));
}
