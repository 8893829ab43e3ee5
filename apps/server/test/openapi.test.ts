// /v2/docs describes exactly the /v2 routes the server registered, from their own schemas: a route
// added without showing up there (or a described route that is gone) fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiRoute } from '../src/http/openapi.ts';
import { request, startTestServer, type TestServer } from './harness.ts';

interface Operation {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: object } }> };
  parameters?: Array<{ in: string; name: string }>;
  tags?: string[];
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's /a/:id becomes OpenAPI's /a/{id}; a trailing wildcard stays as it is. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the OpenAPI description', () => {
  let server: TestServer;
  let doc: OpenApi;

  beforeAll(async () => {
    server = await startTestServer();
    const res = await request(server, 'GET', '/v2/docs/json');
    expect(res.status).toBe(200);
    doc = res.body as OpenApi;
  });
  afterAll(() => server.close());

  it('lists every /v2 route, and nothing else', () => {
    const routes = server.app.routeTable
      .filter((route) => isApiRoute(route.url))
      .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`)
      .sort();
    const described = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort();
    expect(doc.openapi).toBe('3.1.0');
    expect(described).toEqual(routes);
  });

  it('marks the routes behind sign-in with the bearer scheme and the public ones without', () => {
    for (const route of server.app.routeTable.filter((one) => isApiRoute(one.url))) {
      const operation = doc.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      expect(operation.security, `${route.method} ${route.url}`).toEqual(
        route.signedIn ? [{ bearerAuth: [] }] : undefined,
      );
      expect(operation.tags?.length, `${route.method} ${route.url} has a tag`).toBe(1);
    }
  });

  it('describes bodies, path and query parameters from the zod schemas', () => {
    const create = doc.paths['/v2/teams/{id}/projects']!.post!;
    expect(create.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id' }));
    expect(create.requestBody?.content['application/json']?.schema.properties).toHaveProperty('label');
    const list = doc.paths['/v2/teams/{id}/projects']!.get!;
    expect(list.parameters?.map((one) => one.name)).toEqual(
      expect.arrayContaining(['search', 'sort', 'page']),
    );
    const login = doc.paths['/v2/auth/login']!.post!;
    expect(login.requestBody?.content['application/json']?.schema.properties).toHaveProperty('otp');
  });

  it('serves a browsable UI at /v2/docs', async () => {
    const res = await fetch(`${server.url}/v2/docs/static/index.html`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger-ui');
  });
});
