// Whether the builder counts itself online: the collaboration socket is open and synced. The
// toolbar's connection dot, the offline badge and the save status all read this one rule, so the dot
// says Disconnected whenever the badge says Offline (an open socket that has not synced yet is not
// online: what was edited meanwhile is not on the server).
import type { ConnectionState } from '../state/session.tsx';

export function isOnline(state: ConnectionState): boolean {
  return state.status === 'connected' && state.synced;
}
