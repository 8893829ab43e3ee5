// Which published projects are static: made only of components that render completely on the
// server and do nothing in the browser (no widget behaviour, no 3D, no markup sanitised with the
// browser's DOM, no repetition by For), with no page logic (bindings, event interactions). Such a
// project's pages are served as HTML already rendered, with no renderer at all: the visitor
// downloads a few kilobytes of script (analytics) instead of React and the components. Every page
// has its own URL, so a project of several pages is static too: its links to pages are plain links.
// Plain data, so the server and the build's size budget read it.
import type { ElementJson, ProjectJson } from '../model/project-json.ts';
import { elementTypesOf, hasPageLogic } from './page-needs.ts';

export const STATIC_COMPONENTS: ReadonlySet<string> = new Set([
  'Flex',
  'Text',
  'Button',
  'Image',
  'Anchor',
  'Icon',
  'TablerIcon',
  'Label',
  'NumberFormat',
  'TotalPrice',
  'CurrencyLabel',
  'Show',
]);

export function isStaticProject(project: ProjectJson): boolean {
  if (Object.keys(project.pages ?? {}).length === 0 || hasPageLogic(project)) return false;
  for (const type of elementTypesOf(project)) if (!STATIC_COMPONENTS.has(type)) return false;
  return true;
}

/** Whether the element sits in a Canvas's scene (drawn by the 3D renderer, never by the server). */
function inScene(elements: Record<string, ElementJson | undefined>, element: ElementJson): boolean {
  const seen = new Set<string>();
  for (let id = element.parent; id && !seen.has(id); id = elements[id]?.parent) {
    seen.add(id);
    if (elements[id]?.elementType === 'Canvas') return true;
  }
  return false;
}

/**
 * Whether the server renders a project's pages for the browser to hydrate: pages that are not static
 * (they have page logic, or a 3D scene) but whose elements outside a scene are all components the
 * server renders completely. A Canvas is rendered as its sized box and spinner; its scene starts
 * once the page has hydrated. The visitor sees the page's text before the renderer has loaded.
 */
export function isServerRenderedProject(project: ProjectJson): boolean {
  if (Object.keys(project.pages ?? {}).length === 0 || isStaticProject(project)) return false;
  for (const page of Object.values(project.pages ?? {})) {
    const elements = page?.elements ?? {};
    for (const element of Object.values(elements)) {
      if (!element || STATIC_COMPONENTS.has(element.elementType) || element.elementType === 'Canvas')
        continue;
      if (!inScene(elements, element)) return false;
    }
  }
  return true;
}
