// Which environment lights a Stage's scene (stage.tsx).
import type { ElementJson } from '../model/project-json.ts';

/**
 * Whether the Canvas holding the Stage `stageId` also holds an Environment element. Both would set
 * the scene's environment, and the one whose HDR image arrived last would light the scene (so the
 * builder and the published page could differ): the Environment element, placed on purpose, lights
 * it, and the Stage's own environment (City by default) stands down.
 */
export function canvasHasEnvironment(
  elements: Readonly<Record<string, ElementJson>>,
  stageId: string,
): boolean {
  let canvas: string | null | undefined = elements[stageId]?.parent;
  const seen = new Set<string>();
  while (canvas && elements[canvas]?.elementType !== 'Canvas' && !seen.has(canvas)) {
    seen.add(canvas);
    canvas = elements[canvas]?.parent;
  }
  const holder = canvas ? elements[canvas] : undefined;
  if (!holder) return false;
  const queue = [...(holder.children ?? [])];
  for (let index = 0; index < queue.length; index += 1) {
    const element = elements[queue[index]!];
    if (!element) continue;
    if (element.elementType === 'Environment') return true;
    queue.push(...(element.children ?? []));
  }
  return false;
}
