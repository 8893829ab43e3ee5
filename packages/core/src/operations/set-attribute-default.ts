// Chooses the option an attribute starts with.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { getAttribute, optionIndex } from './attributes.ts';
import { transact } from './transact.ts';

export interface SetAttributeDefaultArgs {
  attributeId: string;
  optionId: string;
}

export function setAttributeDefault(
  doc: Y.Doc,
  args: SetAttributeDefaultArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  const attribute = getAttribute(doc, args.attributeId);
  optionIndex(attribute, args.optionId);
  transact(doc, origin, () => attribute.set('default', args.optionId));
}
