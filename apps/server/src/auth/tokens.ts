// Access tokens (JWT, HS256, 15 minutes) and the opaque secrets behind refresh tokens and personal
// access tokens, which are stored only as SHA-256 hashes. Every access token names its session (the
// `sid` claim: the refresh-token family of its sign-in), so that ending the session ends the token.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const PERSONAL_ACCESS_TOKEN_PREFIX = 'vtr_pat_';

/** Whom an access token is for: a user, in one of their sessions (a refresh-token family id). */
export interface TokenSubject {
  id: string;
  email: string;
  sessionId: string;
}

export interface AccessClaims {
  sub: string;
  email: string;
  /** The session (refresh-token family) the token belongs to. */
  sid: string;
  exp: number;
}

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);

  /**
   * The token's claims; 'expired' for a genuine token past its exp (jose checks the signature before
   * the claims) or one that names no session; null when it is malformed or forged.
   */
  async function check(token: string): Promise<AccessClaims | 'expired' | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const { sub, email, sid, exp } = payload;
      if (typeof sub !== 'string' || typeof email !== 'string' || !exp) return null;
      // Signed before tokens named their session: refreshed like an expired one, it comes back with one.
      if (typeof sid !== 'string') return 'expired';
      return { sub, email, sid, exp };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : null;
    }
  }

  return {
    async sign(subject: TokenSubject, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
      return new SignJWT({ email: subject.email, sid: subject.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    check,
    /** The token's claims, or null when it is malformed, forged, expired or names no session. */
    async verify(token: string): Promise<AccessClaims | null> {
      const checked = await check(token);
      return checked === 'expired' ? null : checked;
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
