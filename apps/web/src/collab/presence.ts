// Presence in the builder (SPEC §6: the collaborators list shows everyone connected): what each
// client announces through awareness, and the list of the others read back from it.
import type { Awareness } from 'y-protocols/awareness';

export interface PresenceUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

export interface Presence {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** A random colour per session, for the cursor and avatar ring. */
  colour: string;
  /** Canvas coordinates of the pointer, or null when it is outside the canvas. */
  cursor: { x: number; y: number } | null;
}

export interface Collaborator extends Presence {
  /** The awareness client id: one per open tab, so one user may appear twice. */
  clientId: number;
  isSelf: boolean;
}

/** A saturated colour with a random hue: distinct enough for a handful of cursors. */
export function randomColour(random = Math.random): string {
  return `hsl(${Math.floor(random() * 360)}, 80%, 45%)`;
}

export function presenceFor(user: PresenceUser, colour = randomColour()): Presence {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    colour,
    cursor: null,
  };
}

function isPresence(value: unknown): value is Presence {
  const state = value as Partial<Presence> | null;
  return !!state && typeof state.id === 'string' && typeof state.email === 'string';
}

/** Everyone with a presence on the awareness, this client first. */
export function readCollaborators(awareness: Awareness): Collaborator[] {
  const list: Collaborator[] = [];
  for (const [clientId, state] of awareness.getStates()) {
    if (!isPresence(state)) continue;
    list.push({ ...state, cursor: state.cursor ?? null, clientId, isSelf: clientId === awareness.clientID });
  }
  return list.sort((a, b) => Number(b.isSelf) - Number(a.isSelf) || a.clientId - b.clientId);
}
