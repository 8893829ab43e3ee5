// TRUST_PROXY as Fastify's trustProxy option. request.ip, request.host and request.protocol follow it,
// and every per-address limit and log line reads request.ip, so nothing else looks at X-Forwarded-*.
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.ts';

/**
 * Fastify takes booleans and address lists as they are, but treats a bare hop count as trusting
 * nobody, since it cannot tell a proxy from a client that reached the server directly. A count here
 * is the operator's word that every request comes through that many proxies, so it trusts the
 * nearest `hops` hops: request.ip is the address the outermost of them saw.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
