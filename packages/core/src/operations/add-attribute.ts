// Adds a product attribute; its slug is the snake case of its label.
import type * as Y from 'yjs';
import { newId } from '../document/access.ts';
import { attributeToY } from '../document/build.ts';
import { OperationError } from '../errors.ts';
import { snakeCase } from '../format/snake-case.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { Attribute } from '../schema/attribute.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { attributesMap } from './attributes.ts';
import { transact } from './transact.ts';

export interface AddAttributeArgs {
  label: string;
  plugins?: Attribute['plugins'];
}

/** Returns the new attribute's id. */
export function addAttribute(doc: Y.Doc, args: AddAttributeArgs, origin: unknown = LOCAL_ORIGIN): string {
  const label = args.label.trim();
  if (label === '') throw new OperationError(OPERATION_TEXTS.labelEmpty);
  const attribute: Attribute = {
    id: newId(),
    label,
    slug: snakeCase(label),
    options: [],
    default: null,
    plugins: args.plugins ?? [],
  };
  const attributes = attributesMap(doc);
  return transact(doc, origin, () => {
    attributes.set(attribute.id, attributeToY(attribute));
    return attribute.id;
  });
}
