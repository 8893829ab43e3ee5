// Which attribute option and variant choices a visitor's click made: read from the clicked element's
// event interactions (and its ancestors', as the click bubbles through them), the same data the
// renderer runs. Only interactions of the click event that are active count.
import { DEFAULT_EVENT, type ProjectJson } from '@vitrine/components';
import type { AnalyticsEvent } from './analytics.ts';

type ChoiceEvent = Extract<AnalyticsEvent, { type: 'option_choice' | 'variant_choice' }>;

interface RawAction {
  type?: unknown;
  attributeId?: unknown;
  optionId?: unknown;
  elementId?: unknown;
  item?: unknown;
}

function choiceOf(action: RawAction, pageId: string): ChoiceEvent | null {
  if (
    action.type === 'selectAttributeOption' &&
    typeof action.attributeId === 'string' &&
    typeof action.optionId === 'string'
  )
    return { type: 'option_choice', attributeId: action.attributeId, optionId: action.optionId, pageId };
  if (
    action.type === 'selectVariant' &&
    typeof action.elementId === 'string' &&
    typeof action.item === 'string'
  )
    return { type: 'variant_choice', elementId: action.elementId, item: action.item, pageId };
  return null;
}

/** The choices a click on `elementIds` (innermost first) makes on page `pageId`. */
export function choicesOfClick(
  project: ProjectJson,
  pageId: string,
  elementIds: readonly string[],
): ChoiceEvent[] {
  const elements = project.pages?.[pageId]?.elements ?? {};
  const choices: ChoiceEvent[] = [];
  for (const id of elementIds) {
    for (const interaction of Object.values(elements[id]?.eventInteractions ?? {})) {
      const content = interaction?.content;
      if (!content || content.isActive === false) continue;
      if ((content.event?.type ?? DEFAULT_EVENT) !== DEFAULT_EVENT) continue;
      for (const action of content.actions ?? []) {
        const choice = action && typeof action === 'object' ? choiceOf(action as RawAction, pageId) : null;
        if (choice) choices.push(choice);
      }
    }
  }
  return choices;
}

/** The element ids from the click target up to the page root. */
export function elementPath(target: EventTarget | null): string[] {
  const ids: string[] = [];
  let node = target instanceof Element ? target.closest('[data-element-id]') : null;
  while (node) {
    const id = node.getAttribute('data-element-id');
    if (id) ids.push(id);
    node = node.parentElement?.closest('[data-element-id]') ?? null;
  }
  return ids;
}
