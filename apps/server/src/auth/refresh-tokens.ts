// Refresh tokens rotate: each refresh answers a new token and retires the presented one. Tokens of one
// sign-in form a family; presenting a retired token means it was copied, so the whole family is
// revoked and both holders must sign in again. A family is a session: its id is the `sid` of every
// access token signed for it, so revoking the family ends those too. Only SHA-256 hashes are stored.
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { refreshTokenFamilies, refreshTokens } from '../db/schema.ts';
import { hashSecret, randomSecret } from './tokens.ts';

/** A family dies after this long without a refresh. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const expiry = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);

export interface StartedSession {
  /** The family's id, named by the access tokens of this session. */
  sessionId: string;
  /** The family's first refresh token. */
  refreshToken: string;
}

/** Starts the token family (the session) of a new sign-in. */
export async function startRefreshFamily(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<StartedSession> {
  const token = randomSecret();
  const tokenHash = hashSecret(token);
  const [family] = await db
    .insert(refreshTokenFamilies)
    .values({ userId, currentTokenHash: tokenHash, expiresAt: expiry(now) })
    .returning({ id: refreshTokenFamilies.id });
  await db.insert(refreshTokens).values({ tokenHash, familyId: family!.id });
  return { sessionId: family!.id, refreshToken: token };
}

export type RotateResult =
  | { ok: true; userId: string; sessionId: string; token: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' }
  /** The session just ended: its user's open sockets must hear of it. */
  | { ok: false; reason: 'reused'; userId: string };

/** Exchanges a refresh token for the next one of its family. */
export async function rotateRefreshToken(
  db: Database,
  presented: string,
  now = new Date(),
): Promise<RotateResult> {
  const presentedHash = hashSecret(presented);
  return db.transaction(async (tx): Promise<RotateResult> => {
    const [row] = await tx
      .select({
        familyId: refreshTokenFamilies.id,
        userId: refreshTokenFamilies.userId,
        currentTokenHash: refreshTokenFamilies.currentTokenHash,
        revokedAt: refreshTokenFamilies.revokedAt,
        expiresAt: refreshTokenFamilies.expiresAt,
      })
      .from(refreshTokens)
      .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, presentedHash));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    const token = randomSecret();
    const tokenHash = hashSecret(token);
    // Conditional on the presented token still being current: of two refreshes racing with one
    // token, the second finds it retired and is treated as reuse.
    const advanced =
      row.currentTokenHash === presentedHash
        ? await tx
            .update(refreshTokenFamilies)
            .set({ currentTokenHash: tokenHash, expiresAt: expiry(now) })
            .where(
              and(
                eq(refreshTokenFamilies.id, row.familyId),
                eq(refreshTokenFamilies.currentTokenHash, presentedHash),
                isNull(refreshTokenFamilies.revokedAt),
              ),
            )
            .returning({ id: refreshTokenFamilies.id })
        : [];
    if (!advanced.length) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: 'reused', userId: row.userId };
    }
    await tx.insert(refreshTokens).values({ tokenHash, familyId: row.familyId });
    return { ok: true, userId: row.userId, sessionId: row.familyId, token };
  });
}

async function revokeFamily(db: Database, familyId: string, now: Date) {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

/**
 * Sign-out: revokes the family of the presented token, whichever of its tokens it is. Answers the
 * family's user, or null for a token nobody issued.
 */
export async function revokeRefreshToken(
  db: Database,
  presented: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokenFamilies.userId })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, hashSecret(presented)));
  if (!row) return null;
  await revokeFamily(db, row.familyId, now);
  return row.userId;
}

/** Sign-out by an access token: revokes the session it names, if it is the user's. */
export async function revokeSession(
  db: Database,
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokenFamilies.id, sessionId),
        eq(refreshTokenFamilies.userId, userId),
        isNull(refreshTokenFamilies.revokedAt),
      ),
    );
}

/** Sign-out everywhere: revokes every session of the user. Personal access tokens are not sessions. */
export async function revokeAllSessions(db: Database, userId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)));
}

/** Drops a user's dead families (and, by cascade, their retired tokens) so the tables stay small. */
export async function pruneRefreshFamilies(db: Database, userId: string, now = new Date()): Promise<void> {
  await db
    .delete(refreshTokenFamilies)
    .where(and(eq(refreshTokenFamilies.userId, userId), lt(refreshTokenFamilies.expiresAt, now)));
}
