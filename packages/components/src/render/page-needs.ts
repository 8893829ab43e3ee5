// What a project's pages need, read from the document alone: the component types they use and
// whether they have page logic (bindings, event interactions). Plain data, so the build's size budget
// reads it too.
import type { ElementJson, ProjectJson } from '../model/project-json.ts';

/** Whether an element's props hold a binding expression. */
export function hasBindings(element: ElementJson): boolean {
  return Object.values(element.props ?? {}).some((value) => value?.type === 'binding');
}

function* elementsOf(project: ProjectJson): Generator<ElementJson> {
  for (const page of Object.values(project.pages ?? {}))
    for (const element of Object.values(page?.elements ?? {})) if (element) yield element;
}

/** Every component type the elements of a project's pages use. */
export function elementTypesOf(project: ProjectJson): Set<string> {
  const types = new Set<string>();
  for (const element of elementsOf(project)) types.add(element.elementType);
  return types;
}

/** Whether any element has a binding or an event interaction. */
export function hasPageLogic(project: ProjectJson): boolean {
  for (const element of elementsOf(project))
    if (hasBindings(element) || Object.keys(element.eventInteractions ?? {}).length) return true;
  return false;
}
