// Renames an attribute (and its slug); empty labels are ignored.
import type * as Y from 'yjs';
import { snakeCase } from '../format/snake-case.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { getAttribute } from './attributes.ts';
import { transact } from './transact.ts';

export interface RenameAttributeArgs {
  attributeId: string;
  label: string;
}

/** Returns whether the label changed. */
export function renameAttribute(
  doc: Y.Doc,
  args: RenameAttributeArgs,
  origin: unknown = LOCAL_ORIGIN,
): boolean {
  const label = args.label.trim();
  if (label === '') return false;
  const attribute = getAttribute(doc, args.attributeId);
  transact(doc, origin, () => {
    attribute.set('label', label);
    attribute.set('slug', snakeCase(label));
  });
  return true;
}
