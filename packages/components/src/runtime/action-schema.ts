// The zod schema of an event action (the table in actions.ts), for the builder's action editor and
// the tests. The renderer reads actions with parseAction (run-action.ts), which follows it
// without zod.
import { z } from 'zod';
import type { PageAction } from './actions.ts';

export const PageActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('setState'),
    name: z.string().min(1),
    value: z.unknown().optional(),
    expression: z.string().optional(),
  }),
  z.object({ type: z.literal('toggleState'), name: z.string().min(1) }),
  z.object({ type: z.literal('goToPage'), pageId: z.string().min(1) }),
  z.object({ type: z.literal('openUrl'), url: z.string().min(1), newTab: z.boolean().default(false) }),
  z.object({
    type: z.literal('selectAttributeOption'),
    attributeId: z.string().min(1),
    optionId: z.string().min(1),
  }),
  z.object({ type: z.literal('selectVariant'), elementId: z.string().min(1), item: z.string() }),
  z.object({ type: z.literal('setCurrency'), currencyCode: z.string().min(1) }),
  z.object({ type: z.literal('focusPointOfInterest'), elementId: z.string().min(1) }),
  z.object({
    type: z.literal('addToCart'),
    productId: z.string().trim().min(1),
    name: z.string().optional(),
    quantity: z.number().int().min(1).default(1),
    basePrice: z.number().min(0).optional(),
  }),
]);

// The hand-written PageAction and the schema's output stay the same type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameType: Same<z.output<typeof PageActionSchema>, PageAction> = true;
void sameType;
