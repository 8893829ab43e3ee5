// Who is asking: resolves the bearer token (an access JWT or a personal access token) to a user.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { personalAccessTokens, users } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import { PERSONAL_ACCESS_TOKEN_PREFIX, hashSecret, type TokenSigner } from './tokens.ts';

export interface AuthUser {
  id: string;
  email: string;
  /** System role: application_user or system_admin. */
  role: string;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** Resolves any bearer credential (access JWT or personal access token) to its user, or null. */
export async function resolveToken(
  db: Database,
  signer: TokenSigner,
  token: string,
): Promise<AuthUser | null> {
  if (token.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX)) {
    const [row] = await db
      .select({ id: users.id, email: users.email, role: users.role, patId: personalAccessTokens.id })
      .from(personalAccessTokens)
      .innerJoin(users, eq(users.id, personalAccessTokens.userId))
      .where(eq(personalAccessTokens.tokenHash, hashSecret(token)));
    if (!row) return null;
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: new Date() })
      .where(eq(personalAccessTokens.id, row.patId));
    return { id: row.id, email: row.email, role: row.role };
  }
  const claims = await signer.verify(token);
  if (!claims) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, claims.sub));
  return row ?? null;
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
