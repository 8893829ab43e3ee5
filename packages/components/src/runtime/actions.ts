// The action set of event interactions (SPEC §3 Element eventInteractions). An interaction names an
// event (default onClick) and a list of actions run in order when the event fires, while isActive.
// The interaction's `code` field is never executed: author text is only ever read by the safe
// expression evaluator.
//
// | type                  | fields                                   | effect                                   |
// |-----------------------|------------------------------------------|------------------------------------------|
// | setState              | name, value? or expression?              | page state `name` := value / expression  |
// | toggleState           | name                                     | boolean page state `name` := !name       |
// | goToPage              | pageId                                   | renders another page of the project      |
// | openUrl               | url, newTab?                             | opens an http(s)/mailto/tel/relative URL |
// | selectAttributeOption | attributeId (id or slug), optionId (id or slug) | selects an attribute's option     |
// | selectVariant         | elementId, item                          | Component/Model/Material variant shows `item` |
// | setCurrency           | currencyCode                             | the active currency (must be a project currency) |
// | focusPointOfInterest  | elementId                                | the camera moves to that point of interest |
import { DEFAULT_EVENT } from '@vitrine/core';
import { z } from 'zod';
import { tryEvaluate, type Scope } from '../expression/evaluate.ts';
import type { EventInteraction } from '../model/project-json.ts';

export { DEFAULT_EVENT };

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
]);
export type PageAction = z.infer<typeof PageActionSchema>;

/** What actions can change; implemented by the page renderer. */
export interface ActionTarget {
  scope: () => Scope;
  setState: (name: string, value: unknown) => void;
  toggleState: (name: string) => void;
  goToPage: (pageId: string) => void;
  openUrl: (url: string, newTab: boolean) => void;
  selectAttributeOption: (attributeId: string, optionId: string) => void;
  selectVariant: (elementId: string, item: string) => void;
  setCurrency: (currencyCode: string) => void;
  focusPointOfInterest: (elementId: string) => void;
}

/** URLs an action may open: relative, http(s), mailto and tel — never javascript: or data:. */
export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith('//');
}

/** Runs one action; returns an error message for the diagnostics panel, or null. */
export function runAction(
  raw: unknown,
  target: ActionTarget,
  event: Record<string, unknown> = {},
): string | null {
  const parsed = PageActionSchema.safeParse(raw);
  if (!parsed.success) return `Invalid action: ${parsed.error.issues[0]?.message ?? 'unknown'}`;
  const action = parsed.data;
  switch (action.type) {
    case 'setState': {
      if (action.expression === undefined) {
        target.setState(action.name, action.value);
        return null;
      }
      const result = tryEvaluate(action.expression, { ...target.scope(), event });
      if (!result.ok) return `setState ${action.name}: ${result.error}`;
      target.setState(action.name, result.value);
      return null;
    }
    case 'toggleState':
      target.toggleState(action.name);
      return null;
    case 'goToPage':
      target.goToPage(action.pageId);
      return null;
    case 'openUrl':
      if (!isSafeUrl(action.url)) return `Refused to open ${action.url}`;
      target.openUrl(action.url, action.newTab);
      return null;
    case 'selectAttributeOption':
      target.selectAttributeOption(action.attributeId, action.optionId);
      return null;
    case 'selectVariant':
      target.selectVariant(action.elementId, action.item);
      return null;
    case 'setCurrency':
      target.setCurrency(action.currencyCode);
      return null;
    case 'focusPointOfInterest':
      target.focusPointOfInterest(action.elementId);
      return null;
  }
}

/** Active interactions of an element grouped by event name. */
export function interactionsByEvent(
  interactions: Record<string, EventInteraction> | undefined,
): Map<string, unknown[]> {
  const byEvent = new Map<string, unknown[]>();
  for (const interaction of Object.values(interactions ?? {})) {
    const content = interaction?.content;
    if (!content || content.isActive === false) continue;
    const name = content.event?.type || DEFAULT_EVENT;
    byEvent.set(name, [...(byEvent.get(name) ?? []), ...(content.actions ?? [])]);
  }
  return byEvent;
}
