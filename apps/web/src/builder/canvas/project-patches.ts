// The builder's side of the document crossing to the preview: each transaction on the project root
// as the values it changed (the preview keeps plain JSON, see project-doc.ts in the preview). A map's
// changed keys are read again; any other Y type (a list of ids) is read whole.
import type { ProjectPatch } from '@vitrine/components';
import * as Y from 'yjs';

const toJson = (value: unknown): unknown => (value instanceof Y.AbstractType ? value.toJSON() : value);

/** The patches of one transaction, from its events on the project root (`observeDeep`). */
export function patchesOf(events: readonly Y.YEvent<Y.AbstractType<unknown>>[]): ProjectPatch[] {
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
