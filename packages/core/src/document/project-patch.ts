// The project document's change format: one transaction of the Y document as the values it changed,
// addressed by their path from the project root. The builder sends these to its preview frame (the
// bridge's `project-patch` message, docs/preview-frame.md), which keeps plain JSON and applies them
// with PatchedProject. A map's changed keys are read again; any other Y type (a list of ids) is read
// whole.
import * as Y from 'yjs';
import { z } from 'zod';

const patchPath = z.array(z.union([z.string(), z.number()]));

/**
 * One change of the project document, addressed by its path from the project root (the Yjs event
 * path): keys of the map there set or removed, or the value there replaced whole (a list).
 */
export const ProjectPatchSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('keys'),
    path: patchPath,
    set: z.record(z.string(), z.unknown()),
    removed: z.array(z.string()),
  }),
  z.object({ kind: z.literal('value'), path: patchPath, value: z.unknown() }),
]);
export type ProjectPatch = z.infer<typeof ProjectPatchSchema>;

const toJson = (value: unknown): unknown => (value instanceof Y.AbstractType ? value.toJSON() : value);

/**
 * The patches of one transaction, from its events on the project root (`observeDeep`), in the order
 * Yjs gives them (parents before children).
 */
export function projectPatchesOf(events: readonly Y.YEvent<Y.AbstractType<unknown>>[]): ProjectPatch[] {
  return events.map((event): ProjectPatch => {
    const path = event.path;
    const target = event.target;
    if (event instanceof Y.YMapEvent && target instanceof Y.Map) {
      const set: Record<string, unknown> = {};
      const removed: string[] = [];
      for (const key of event.keysChanged) {
        if (target.has(key)) set[key] = toJson(target.get(key));
        else removed.push(key);
      }
      return { kind: 'keys', path, set, removed };
    }
    return { kind: 'value', path, value: target.toJSON() as unknown };
  });
}
