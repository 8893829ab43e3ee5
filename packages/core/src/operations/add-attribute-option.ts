// Adds an option to an attribute; the first option becomes the attribute's default.
import type * as Y from 'yjs';
import { newId } from '../document/access.ts';
import { attributeOptionToY } from '../document/build.ts';
import { OperationError } from '../errors.ts';
import { snakeCase } from '../format/snake-case.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { AttributeOption } from '../schema/attribute.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { attributeOptions, getAttribute } from './attributes.ts';
import { transact } from './transact.ts';

export interface AddAttributeOptionArgs {
  attributeId: string;
  label: string;
}

/** Returns the new option's id. */
export function addAttributeOption(
  doc: Y.Doc,
  args: AddAttributeOptionArgs,
  origin: unknown = LOCAL_ORIGIN,
): string {
  const label = args.label.trim();
  if (label === '') throw new OperationError(OPERATION_TEXTS.labelEmpty);
  const attribute = getAttribute(doc, args.attributeId);
  const option: AttributeOption = { id: newId(), parentId: args.attributeId, label, slug: snakeCase(label) };
  return transact(doc, origin, () => {
    attributeOptions(attribute).push([attributeOptionToY(option)]);
    if (!attribute.get('default')) attribute.set('default', option.id);
    return option.id;
  });
}
