// Changes an event interaction's event, code, active flag or actions.
import { z } from 'zod';
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { EventInteractionSchema, type EventInteraction } from '../schema/element.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface UpdateEventInteractionArgs extends ElementRef {
  interactionId: string;
  event?: string;
  code?: string;
  isActive?: boolean;
  actions?: unknown[];
}

export function updateEventInteraction(
  doc: Y.Doc,
  args: UpdateEventInteractionArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  const interactions = elementPart(doc, args, 'eventInteractions');
  const current = interactions.get(args.interactionId) as EventInteraction | undefined;
  if (!current) throw new OperationError(`Event interaction ${args.interactionId} does not exist`);
  const parsed = EventInteractionSchema.safeParse({
    type: 'event',
    content: {
      event: { type: args.event ?? current.content.event.type },
      code: args.code ?? current.content.code,
      isActive: args.isActive ?? current.content.isActive,
      actions: args.actions ?? current.content.actions,
    },
  });
  if (!parsed.success) throw new OperationError(z.prettifyError(parsed.error));
  transact(doc, origin, () => interactions.set(args.interactionId, parsed.data));
}
