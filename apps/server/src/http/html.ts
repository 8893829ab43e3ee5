// Sends an HTML page that browsers revalidate: a weak ETag (the same page in any encoding) answered
// with 304 when the browser already holds it.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function htmlEtag(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this entity tag (weak comparison, as for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, cacheControl: string) {
  const etag = htmlEtag(html);
  reply.header('etag', etag).header('cache-control', cacheControl).type('text/html; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.send(html);
}
