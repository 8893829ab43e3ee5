// A signed-in answer carries the token pair in response headers (SPEC §7), readable by browsers on
// other origins too, and never cached.
import type { FastifyReply } from 'fastify';

export const ACCESS_TOKEN_HEADER = 'x-access-token';
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';

export function sendTokenPair(reply: FastifyReply, accessToken: string, refreshToken: string): void {
  reply
    .header(ACCESS_TOKEN_HEADER, accessToken)
    .header(REFRESH_TOKEN_HEADER, refreshToken)
    .header('access-control-expose-headers', `${ACCESS_TOKEN_HEADER}, ${REFRESH_TOKEN_HEADER}`)
    .header('cache-control', 'no-store');
}

/** The refresh token a client presents in the X-Refresh-Token request header. */
export function presentedRefreshToken(headers: Record<string, string | string[] | undefined>) {
  const value = headers[REFRESH_TOKEN_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
