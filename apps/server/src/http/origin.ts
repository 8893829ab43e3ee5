// The origin a request was made to, for links answered to that same client; `fallback` (PUBLIC_URL)
// where the request names no host. Fastify reads X-Forwarded-Host and -Proto only from a peer that
// TRUST_PROXY trusts (http/trust-proxy.ts); from anyone else, the Host header and the socket count.
import type { FastifyRequest } from 'fastify';

export function requestOrigin(request: FastifyRequest, fallback: string): string {
  return request.host ? `${request.protocol}://${request.host}` : fallback;
}

/** A root-relative link made absolute on the request's origin; absolute links stay as they are. */
export const absoluteLink = (request: FastifyRequest, fallback: string, link: string) =>
  link.startsWith('/') ? `${requestOrigin(request, fallback)}${link}` : link;
