// Renames an attribute option (and its slug); empty labels are ignored.
import type * as Y from 'yjs';
import { snakeCase } from '../format/snake-case.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { attributeOptions, getAttribute, optionIndex } from './attributes.ts';
import { transact } from './transact.ts';

export interface RenameAttributeOptionArgs {
  attributeId: string;
  optionId: string;
  label: string;
}

/** Returns whether the label changed. */
export function renameAttributeOption(
  doc: Y.Doc,
  args: RenameAttributeOptionArgs,
  origin: unknown = LOCAL_ORIGIN,
): boolean {
  const label = args.label.trim();
  if (label === '') return false;
  const attribute = getAttribute(doc, args.attributeId);
  const option = attributeOptions(attribute).get(optionIndex(attribute, args.optionId));
  transact(doc, origin, () => {
    option.set('label', label);
    option.set('slug', snakeCase(label));
  });
  return true;
}
