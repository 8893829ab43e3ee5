// How the rest of the server tells open collaboration sockets that access changed: whoever removes
// a member, changes a role, revokes a token, ends a session, archives, restores, unpublishes or
// deletes a project calls notifyAccessChange once the change is committed. Every server process
// (through Redis when REDIS_URL is set) re-checks the sockets it concerns at once.
import type { FastifyInstance } from 'fastify';
import type { AccessChange } from './open-sockets.ts';

export type { AccessChange };

/**
 * Resolves once this process's sockets have acted on the change; routes await it before they answer,
 * so a write a client sends after seeing the answer is judged by the new rights.
 */
export async function notifyAccessChange(app: FastifyInstance, change: AccessChange): Promise<void> {
  if (!app.hasDecorator('collab')) return;
  if ((change.userIds?.length ?? 0) === 0 && (change.projectIds?.length ?? 0) === 0) return;
  await app.collab.accessChanged(change);
}
