// The older /v1 paths of SPEC §7, kept as aliases of their /v2 routes (docs/api-v1.md): every
// /v2/teams route answers under /v1/teams too, and the caller's team list under /v1/user/teams.
// Each alias is registered in the same plugin context as its /v2 route, so it runs the same hooks
// (sign-in, rate limits) and the same handler; only the path differs.
import type { FastifyInstance, RouteOptions } from 'fastify';

/** [/v2 prefix, /v1 prefix]: the first that matches a route's path names its alias. */
export const V1_ALIAS_PREFIXES: readonly (readonly [string, string])[] = [['/v2/teams/', '/v1/teams/']];
/** Whole paths whose alias is not a prefix swap. */
export const V1_ALIAS_PATHS: Readonly<Record<string, string>> = { '/v2/teams': '/v1/user/teams' };

export function v1AliasOf(url: string): string | null {
  const exact = V1_ALIAS_PATHS[url];
  if (exact) return exact;
  const match = V1_ALIAS_PREFIXES.find(([v2]) => url.startsWith(v2));
  return match ? match[1] + url.slice(match[0].length) : null;
}

/** Call before any route is registered: routes added later get their /v1 alias beside them. */
export function registerV1Aliases(app: FastifyInstance): void {
  app.addHook('onRoute', function addAlias(this: FastifyInstance, route: RouteOptions) {
    const alias = v1AliasOf(route.url);
    if (!alias || route.method === 'HEAD') return;
    const { handler, method, schema, config, preHandler, onRequest, preValidation, bodyLimit } = route;
    this.route({
      method,
      url: alias,
      handler,
      schema,
      config,
      preHandler,
      onRequest,
      preValidation,
      bodyLimit,
    });
  });
}
