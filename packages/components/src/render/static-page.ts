// Which published projects are static: made only of components that render completely on the
// server and do nothing in the browser (no widget behaviour, no 3D, no markup sanitised with the
// browser's DOM, no repetition by For), with no page logic (bindings, event interactions). Such a
// project's pages are served as HTML already rendered, with no renderer at all: the visitor
// downloads a few kilobytes of script (analytics) instead of React and the components. Every page
// has its own URL, so a project of several pages is static too: its links to pages are plain links.
// Plain data, so the server and the build's size budget read it.
import type { ProjectJson } from '../model/project-json.ts';
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
