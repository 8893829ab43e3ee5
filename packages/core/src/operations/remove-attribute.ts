// Removes an attribute with its options.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { attributesMap, getAttribute } from './attributes.ts';
import { transact } from './transact.ts';

export interface RemoveAttributeArgs {
  attributeId: string;
}

export function removeAttribute(doc: Y.Doc, args: RemoveAttributeArgs, origin: unknown = LOCAL_ORIGIN): void {
  getAttribute(doc, args.attributeId);
  transact(doc, origin, () => attributesMap(doc).delete(args.attributeId));
}
