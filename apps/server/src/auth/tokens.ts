// Access tokens (JWT, HS256, 15 minutes) and the opaque secrets behind refresh tokens and personal
// access tokens, which are stored only as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const PERSONAL_ACCESS_TOKEN_PREFIX = 'vtr_pat_';

export interface AccessClaims {
  sub: string;
  email: string;
  exp: number;
}

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user: { id: string; email: string }, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
      return new SignJWT({ email: user.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    /** The token's claims, or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || !payload.exp) return null;
        return { sub: payload.sub, email: payload.email, exp: payload.exp };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
