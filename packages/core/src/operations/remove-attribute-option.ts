// Removes an attribute option; when it was the default, the first remaining option takes over.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { attributeOptions, getAttribute, optionIndex } from './attributes.ts';
import { transact } from './transact.ts';

export interface RemoveAttributeOptionArgs {
  attributeId: string;
  optionId: string;
}

export function removeAttributeOption(
  doc: Y.Doc,
  args: RemoveAttributeOptionArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  const attribute = getAttribute(doc, args.attributeId);
  const index = optionIndex(attribute, args.optionId);
  transact(doc, origin, () => {
    const options = attributeOptions(attribute);
    options.delete(index, 1);
    if (attribute.get('default') === args.optionId) {
      const first = options.length > 0 ? options.get(0).get('id') : null;
      attribute.set('default', first ?? null);
    }
  });
}
