// Every route the server registered, as Fastify saw it: the authorization matrix test walks this
// table (a route without a rule there fails) and the OpenAPI check compares it with /v2/docs.
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Answers 401 without a valid bearer credential (see requireSignIn). */
  signedIn: boolean;
  /** The route's zod schemas, as given to Fastify. */
  schema: RouteSchemas;
}

export interface RouteSchemas {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}

export const BEARER_SECURITY = [{ bearerAuth: [] }];

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
  }
}

/** Starts recording; call before any route is registered. HEAD twins of GET routes are left out. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Read when asked: a plugin's own onRoute hook (requireSignIn) runs after this root one.
      table.push({
        method,
        url: route.url,
        get signedIn() {
          return (route.schema as { security?: unknown } | undefined)?.security === BEARER_SECURITY;
        },
        get schema() {
          return (route.schema ?? {}) as RouteSchemas;
        },
      });
    }
  });
}

/**
 * Puts every route registered after it in this plugin behind sign-in: 401 before the body is even
 * parsed, and the route is described with the bearer scheme in /v2/docs.
 */
export function requireSignIn(app: FastifyInstance): void {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: BEARER_SECURITY } as typeof route.schema;
  });
}

/** The options of one route behind sign-in, in a plugin that also has public routes. */
export function signedInRoute<S extends object>(app: FastifyInstance, schema?: S) {
  return { onRequest: app.authenticate, schema: { ...schema, security: BEARER_SECURITY } as S };
}
