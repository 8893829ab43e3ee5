// Who opens a collaboration socket and what they may do there. Access tokens arrive in the URL
// (browsers cannot set headers on a websocket); an expired one is told apart from a bad one so the
// client knows to refresh (4401) instead of giving up (4500).
import type { FastifyInstance } from 'fastify';
import { checkBearerToken, type AuthUser } from '../auth/guard.ts';
import { projectAccess } from '../projects/access.ts';
import { CloseCode, CollabReason } from '@vitrine/collab/protocol';

export type SocketAuth =
  | {
      ok: true;
      user: AuthUser;
      readOnly: boolean;
      /** ms since epoch, or null for tokens that do not expire */ expiresAt: number | null;
    }
  | { ok: false; code: number; reason: string };

const denied = (reason: string): SocketAuth => ({ ok: false, code: CloseCode.Forbidden, reason });
const expired: SocketAuth = { ok: false, code: CloseCode.TokenExpired, reason: CollabReason.tokenExpired };

type TokenCheck = { user: AuthUser; expiresAt: number | null } | 'expired' | null;

// The same check as every REST request's (the session must still be live), so a signed-out
// session's token opens no socket and an open one closes at the next re-check.
async function checkToken(app: FastifyInstance, token: string): Promise<TokenCheck> {
  return checkBearerToken(app.db, app.tokens, token);
}

/** Checks a socket's token and the user's rights on the project, at upgrade and at expiry. */
export async function authenticateSocket(
  app: FastifyInstance,
  token: string | undefined,
  projectId: string,
): Promise<SocketAuth> {
  if (!token) return denied(CollabReason.invalidToken);
  const checked = await checkToken(app, token);
  if (checked === 'expired') return expired;
  if (!checked) return denied(CollabReason.invalidToken);
  if (checked.expiresAt !== null && checked.expiresAt <= Date.now()) return expired;
  const access = await projectAccess(app.db, checked.user, projectId);
  if (!access) return denied(CollabReason.noAccess);
  return { ok: true, user: checked.user, readOnly: access.readOnly, expiresAt: checked.expiresAt };
}
