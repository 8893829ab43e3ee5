// /v2/docs describes exactly the /v2 routes the server registered, from their own schemas: a route
// added without showing up there (or a described route that is gone) fails here. Each operation is
// a contract: a name (operationId) and a summary, its success answer with its schema, and every
// status it can answer — at least each one the permission matrix sees — errors as ApiError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiRoute } from '../src/http/openapi.ts';
import { request, startTestServer, type TestServer } from './harness.ts';
import { RULES } from './permissions-rules.ts';

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}
interface Response {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: object } }> };
  parameters?: Array<{ in: string; name: string }>;
  tags?: string[];
  responses: Record<string, Response>;
}
type OpenApi = {
  openapi: string;
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

const API_ERROR = '#/components/schemas/ApiError';

/** Fastify's /a/:id becomes OpenAPI's /a/{id}; a trailing wildcard stays as it is. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

/**
 * The schema is ApiError, or a component that extends it (its properties and required ones, and more
 * beside them: readiness's NotReady names the failed checks).
 */
function isApiError(schema: JsonSchema | undefined, doc: OpenApi): boolean {
  if (!schema?.$ref) return false;
  if (schema.$ref === API_ERROR) return true;
  const apiError = doc.components.schemas.ApiError!;
  const named = doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
  return (
    !!named &&
    Object.entries(apiError.properties ?? {}).every(
      ([key, value]) => JSON.stringify(named.properties?.[key]) === JSON.stringify(value),
    ) &&
    (apiError.required ?? []).every((key) => named.required?.includes(key))
  );
}

/** Every status the permission matrix expects some caller of the route to get. */
function statusesSeen(key: string, signedIn: boolean): number[] {
  const rule = RULES[key];
  if (!rule || 'outside' in rule) return [];
  const cases = Array.isArray(rule) ? rule : [rule];
  const seen = new Set(cases.flatMap((one) => Object.values(one.expected)));
  // Without a token, or with an expired one.
  if (signedIn) seen.add(401);
  return [...seen].sort();
}

describe('the OpenAPI description', () => {
  let server: TestServer;
  let doc: OpenApi;
  /** Every /v2 operation: 'METHOD /fastify/:url', its operation and whether it needs sign-in. */
  let operations: Array<{ key: string; operation: Operation; signedIn: boolean }>;

  beforeAll(async () => {
    server = await startTestServer();
    const res = await request(server, 'GET', '/v2/docs/json');
    expect(res.status).toBe(200);
    doc = res.body as OpenApi;
    operations = server.app.routeTable
      .filter((route) => isApiRoute(route.url))
      .map((route) => ({
        key: `${route.method} ${route.url}`,
        operation: doc.paths[openApiPath(route.url)]![route.method.toLowerCase()]!,
        signedIn: route.signedIn,
      }));
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
    for (const { key, operation, signedIn } of operations) {
      if (signedIn) expect(operation.security, key).toEqual([{ bearerAuth: [] }]);
      else expect(operation.security, key).toEqual(expect.not.arrayContaining([{ bearerAuth: [] }]));
      expect(operation.tags?.length, `${key} has a tag`).toBe(1);
    }
  });

  it('groups operations under tags it declares and describes', () => {
    const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
    const undeclared = operations
      .filter(({ operation }) => !declared.get(operation.tags?.[0] ?? ''))
      .map(({ key, operation }) => `${key}: ${operation.tags?.[0]}`);
    expect(undeclared).toEqual([]);
  });

  it('names every operation once, with a summary', () => {
    const ids = operations.map(({ operation }) => operation.operationId).filter(Boolean);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'repeated operationIds',
    ).toEqual([]);
    const unnamed = operations
      .filter(({ operation }) => !operation.operationId || !/^[a-z][A-Za-z0-9]*$/.test(operation.operationId))
      .map(({ key }) => key);
    expect(unnamed, 'operations without a camelCase operationId').toEqual([]);
    const unsummarised = operations
      .filter(({ operation }) => !operation.summary?.trim())
      .map(({ key }) => key);
    expect(unsummarised, 'operations without a summary').toEqual([]);
  });

  it('describes each success with its schema and each error as ApiError', () => {
    const problems = operations.flatMap(({ key, operation }) => {
      const codes = Object.keys(operation.responses);
      const found: string[] = [];
      if (!codes.some((code) => /^2\d\d$/.test(code))) found.push(`${key}: no 2xx response`);
      for (const code of codes) {
        const content = operation.responses[code]!.content ?? {};
        const schema = content['application/json']?.schema;
        // A success that is not JSON (an SVG file) is described by its own media type's schema.
        const success = Object.values(content).find((media) => media.schema)?.schema;
        if (/^2\d\d$/.test(code) && code !== '204' && !success)
          found.push(`${key}: ${code} without a schema`);
        if (/^[45]\d\d$/.test(code) && !isApiError(schema, doc))
          found.push(`${key}: ${code} is not an ApiError`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('declares every status the permission matrix sees (201 for a creation, 401 behind sign-in, …)', () => {
    const undeclared = operations.flatMap(({ key, operation, signedIn }) =>
      statusesSeen(key, signedIn)
        .filter((status) => !operation.responses[String(status)])
        .map((status) => `${key}: ${status}`),
    );
    expect(undeclared).toEqual([]);
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
    // A shared request shape is a component; the query repeats its fields.
    const remove = doc.paths['/v2/projects/{id}/deleteAssets']!.delete!;
    const body = (remove.requestBody?.content['application/json']?.schema as JsonSchema).$ref!;
    expect(body).toMatch(/^#\/components\/schemas\/DeleteAssetsRequest/);
    const component = doc.components.schemas[body.replace('#/components/schemas/', '')]!;
    expect(component.properties).toHaveProperty('removedFromDocument');
    expect(remove.parameters?.map((one) => one.name)).toEqual(
      expect.arrayContaining(['ids', 'removedFromDocument']),
    );
  });

  it('gives an error status its meaning and shares entity schemas as components', () => {
    const login = doc.paths['/v2/auth/login']!.post!;
    expect(login.responses['200']!.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/User',
    });
    expect(login.responses['429']!.description).toBe('Too many attempts; try again later');
    const created = doc.paths['/v2/user/personal-access-tokens']!.post!;
    expect(Object.keys(created.responses)).toContain('201');
    expect(Object.keys(created.responses)).not.toContain('200');
  });

  it('serves a browsable UI at /v2/docs', async () => {
    const res = await fetch(`${server.url}/v2/docs/static/index.html`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger-ui');
  });
});
