// Adds an event interaction to an element (default event onClick, active, no code or actions).
import type * as Y from 'yjs';
import { newId } from '../document/access.ts';
import { DEFAULT_EVENT } from '../constants.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { EventInteraction } from '../schema/element.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface AddEventInteractionArgs extends ElementRef {
  /** The component event ('onClick' unless given). */
  event?: string;
}

/** Returns the new interaction's id. */
export function addEventInteraction(
  doc: Y.Doc,
  args: AddEventInteractionArgs,
  origin: unknown = LOCAL_ORIGIN,
): string {
  const interactions = elementPart(doc, args, 'eventInteractions');
  const id = newId();
  const interaction: EventInteraction = {
    type: 'event',
    content: { event: { type: args.event ?? DEFAULT_EVENT }, code: '', isActive: true, actions: [] },
  };
  return transact(doc, origin, () => {
    interactions.set(id, interaction);
    return id;
  });
}
