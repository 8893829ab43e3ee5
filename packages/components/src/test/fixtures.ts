// Small project documents for renderer tests.
import type { ElementJson, PageJson, ProjectJson, PropValue } from '../model/project-json.ts';

export const fixed = (content: unknown): PropValue => ({ type: 'static', content });
export const bound = (content: string, fallback?: unknown): PropValue => ({
  type: 'binding',
  content,
  fallback,
});

export function el(id: string, elementType: string, extra: Partial<ElementJson> = {}): ElementJson {
  return {
    id,
    type: 'element',
    elementType,
    displayName: elementType,
    name: '',
    props: {},
    children: [],
    parent: null,
    ...extra,
  };
}

export function onClick(...actions: unknown[]): ElementJson['eventInteractions'] {
  return {
    i1: { type: 'event', content: { event: { type: 'onClick' }, code: '', isActive: true, actions } },
  };
}

export function project(
  elements: ElementJson[],
  page: Partial<PageJson> = {},
  extra: Partial<ProjectJson> = {},
): ProjectJson {
  const byId = Object.fromEntries(elements.map((element) => [element.id, element]));
  const roots = elements.filter((element) => !element.parent).map((element) => element.id);
  return {
    label: 'Test',
    pages: {
      p1: { id: 'p1', label: 'Page 1', children: roots, elements: byId, stateDefinitions: {}, ...page },
    },
    attributes: {},
    currencies: ['INR', 'USD'],
    currency: 'INR',
    config: { themes: { default: { colors: { primary: '#f97316' }, space: { md: '12px' } } } },
    ...extra,
  };
}
