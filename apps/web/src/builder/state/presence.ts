// Presence over the awareness protocol (SPEC §3): this user's presence (core's PresenceSchema: id,
// email, names, color, cursor and the page the cursor is on) under the 'user' field. Others are read
// as a list for the avatars and cursors; the list object changes only when someone's presence does.
import { PresenceSchema, type Presence } from '@vitrine/core';
import type { Awareness } from 'y-protocols/awareness';
import type { Collaborator, Source } from './session.tsx';

/** A random, readable colour per session (SPEC §3 "random colour"). */
export function randomColour(random = Math.random): string {
  return `hsl(${Math.floor(random() * 360)}, 70%, 45%)`;
}

export function readCollaborators(awareness: Awareness): Collaborator[] {
  const list: Collaborator[] = [];
  awareness.getStates().forEach((state, clientId) => {
    if (clientId === awareness.clientID) return;
    const parsed = PresenceSchema.safeParse((state as { user?: unknown }).user);
    if (parsed.success) list.push({ clientId, ...parsed.data });
  });
  return list.sort((a, b) => a.clientId - b.clientId);
}

/** Everyone else's presence, kept current from the awareness for as long as the session lives. */
export function collaboratorsSource(
  awareness: Awareness,
): Source<readonly Collaborator[]> & { dispose(): void } {
  let current: readonly Collaborator[] = readCollaborators(awareness);
  let key = JSON.stringify(current);
  const listeners = new Set<() => void>();
  const onChange = () => {
    const next = readCollaborators(awareness);
    const nextKey = JSON.stringify(next);
    if (nextKey === key) return;
    current = next;
    key = nextKey;
    listeners.forEach((listener) => listener());
  };
  // Listen from the start: presence that arrives before the toolbar mounts must not be missed.
  awareness.on('change', onChange);
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      awareness.off('change', onChange);
      listeners.clear();
    },
  };
}

export function publishPresence(awareness: Awareness, presence: Presence): void {
  awareness.setLocalStateField('user', presence);
}

/** Moves this user's cursor (device pixels of `pageId`'s frame), or hides it with null. */
export function publishCursor(
  awareness: Awareness,
  cursor: { x: number; y: number } | null,
  pageId: string | null,
): void {
  const current = (awareness.getLocalState() as { user?: Presence } | null)?.user;
  if (!current) return;
  if (current.cursor?.x === cursor?.x && current.cursor?.y === cursor?.y && current.pageId === pageId) return;
  awareness.setLocalStateField('user', { ...current, cursor, pageId });
}
