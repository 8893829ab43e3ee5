// Removes an event interaction from an element.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface RemoveEventInteractionArgs extends ElementRef {
  interactionId: string;
}

/** Returns whether the interaction existed. */
export function removeEventInteraction(
  doc: Y.Doc,
  args: RemoveEventInteractionArgs,
  origin: unknown = LOCAL_ORIGIN,
): boolean {
  const interactions = elementPart(doc, args, 'eventInteractions');
  if (!interactions.has(args.interactionId)) return false;
  transact(doc, origin, () => interactions.delete(args.interactionId));
  return true;
}
