// The origin a request was made to (behind a proxy: its forwarded host), for links answered to that
// same client; `fallback` (PUBLIC_URL) where the request names no host.
import type { FastifyRequest } from 'fastify';

export function requestOrigin(request: FastifyRequest, fallback: string): string {
  return request.host ? `${request.protocol}://${request.host}` : fallback;
}

/** A root-relative link made absolute on the request's origin; absolute links stay as they are. */
export const absoluteLink = (request: FastifyRequest, fallback: string, link: string) =>
  link.startsWith('/') ? `${requestOrigin(request, fallback)}${link}` : link;
