// Refresh tokens rotate: each refresh answers a new token and retires the presented one. Tokens of one
// sign-in form a family; presenting a retired token means it was copied, so the whole family is
// revoked and both holders must sign in again. Only SHA-256 hashes are stored.
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { refreshTokenFamilies, refreshTokens } from '../db/schema.ts';
import { hashSecret, randomSecret } from './tokens.ts';

/** A family dies after this long without a refresh. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const expiry = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);

/** Starts the token family of a new sign-in and returns its first refresh token. */
export async function startRefreshFamily(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomSecret();
  const tokenHash = hashSecret(token);
  const [family] = await db
    .insert(refreshTokenFamilies)
    .values({ userId, currentTokenHash: tokenHash, expiresAt: expiry(now) })
    .returning({ id: refreshTokenFamilies.id });
  await db.insert(refreshTokens).values({ tokenHash, familyId: family!.id });
  return token;
}

export type RotateResult =
  | { ok: true; userId: string; token: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

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
      return { ok: false, reason: 'reused' };
    }
    await tx.insert(refreshTokens).values({ tokenHash, familyId: row.familyId });
    return { ok: true, userId: row.userId, token };
  });
}

async function revokeFamily(db: Database, familyId: string, now: Date) {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

/** Sign-out: revokes the family of the presented token, whichever of its tokens it is. */
export async function revokeRefreshToken(db: Database, presented: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(presented)));
  if (row) await revokeFamily(db, row.familyId, now);
}

/** Drops a user's dead families (and, by cascade, their retired tokens) so the tables stay small. */
export async function pruneRefreshFamilies(db: Database, userId: string, now = new Date()): Promise<void> {
  await db
    .delete(refreshTokenFamilies)
    .where(and(eq(refreshTokenFamilies.userId, userId), lt(refreshTokenFamilies.expiresAt, now)));
}
