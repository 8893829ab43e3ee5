// Who is asking: resolves the bearer token (an access JWT or a personal access token) to a user. An
// access token counts only while the session it names is live: signing out revokes the session, and
// with it every access token signed for it, on REST and on the collaboration socket alike.
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { personalAccessTokens, refreshTokenFamilies, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { PERSONAL_ACCESS_TOKEN_PREFIX, hashSecret, type TokenSigner } from './tokens.ts';

export interface AuthUser {
  id: string;
  email: string;
  /** System role: application_user or system_admin. */
  role: string;
  /** The session of an access token; null for a personal access token, which is no session. */
  sessionId: string | null;
}

/**
 * A personal access token's last use is written at most this often, so that a script calling the
 * API in a loop does not cost a write per request.
 */
export const LAST_USED_RESOLUTION_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * A bearer credential checked: its user and when it stops counting (ms since epoch; null for a
 * personal access token), 'expired' for a genuine access token past its exp, or null.
 */
export type TokenCheck = { user: AuthUser; expiresAt: number | null } | 'expired' | null;

export async function checkBearerToken(
  db: Database,
  signer: TokenSigner,
  token: string,
  now = new Date(),
): Promise<TokenCheck> {
  if (token.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX)) {
    const user = await resolvePersonalAccessToken(db, token, now);
    return user ? { user, expiresAt: null } : null;
  }
  const claims = await signer.check(token);
  if (claims === 'expired' || !claims) return claims;
  // One query: the user, and only while the session named by the token is neither revoked nor over.
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .innerJoin(
      refreshTokenFamilies,
      and(
        eq(refreshTokenFamilies.userId, users.id),
        eq(refreshTokenFamilies.id, claims.sid),
        isNull(refreshTokenFamilies.revokedAt),
        gt(refreshTokenFamilies.expiresAt, now),
      ),
    )
    .where(eq(users.id, claims.sub));
  return row ? { user: { ...row, sessionId: claims.sid }, expiresAt: claims.exp * 1000 } : null;
}

async function resolvePersonalAccessToken(db: Database, token: string, now: Date): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      patId: personalAccessTokens.id,
      lastUsedAt: personalAccessTokens.lastUsedAt,
    })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(eq(personalAccessTokens.tokenHash, hashSecret(token)));
  if (!row) return null;
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < staleBefore) {
    // Conditional again in SQL: of concurrent requests with one token, one writes.
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(personalAccessTokens.id, row.patId),
          or(isNull(personalAccessTokens.lastUsedAt), lt(personalAccessTokens.lastUsedAt, staleBefore)),
        ),
      );
  }
  return { id: row.id, email: row.email, role: row.role, sessionId: null };
}

/** Resolves any bearer credential (access JWT or personal access token) to its user, or null. */
export async function resolveToken(
  db: Database,
  signer: TokenSigner,
  token: string,
): Promise<AuthUser | null> {
  const checked = await checkBearerToken(db, signer, token);
  return checked && checked !== 'expired' ? checked.user : null;
}

/** preHandler: 401 unless the request carries a valid bearer credential; sets request.user. */
export function createAuthenticate(db: Database, signer: TokenSigner) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Missing bearer token');
    const user = await resolveToken(db, signer, token);
    if (!user) throw unauthorized('Invalid token : Token expired');
    request.user = user;
  };
}

/** The signed-in user of a route guarded by app.authenticate. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The session of a signed-in request; 403 for a personal access token, which has none. */
export function currentSession(request: FastifyRequest): { user: AuthUser; sessionId: string } {
  const user = currentUser(request);
  if (!user.sessionId) throw forbidden(AUTH_MESSAGES.sessionOnly);
  return { user, sessionId: user.sessionId };
}
