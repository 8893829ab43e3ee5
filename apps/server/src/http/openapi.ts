// The /v2 API described from the routes' own zod schemas (OpenAPI 3.1), with a browsable UI at
// /v2/docs and the document at /v2/docs/json. Routes outside /v2 (the studio, published pages, the
// collaboration socket) are not part of the API and stay out of it.
import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ERROR_MEANINGS } from './responses.ts';

export const DOCS_PREFIX = '/v2/docs';

/** Whether a registered route belongs in the API description. */
export const isApiRoute = (url: string) => url.startsWith('/v2/') && !url.startsWith(DOCS_PREFIX);

/** The groups of operations, in the order the UI lists them. */
export const API_TAGS = [
  { name: 'auth', description: 'Sign-in by e-mailed code or with Google, token refresh and sign-out.' },
  { name: 'user', description: "The signed-in user's profile, personal access tokens and dashboard layout." },
  { name: 'teams', description: 'Teams, their members and invitations.' },
  {
    name: 'projects',
    description: 'Projects of a team: create, list, open, archive, checkpoints and the performance budget.',
  },
  {
    name: 'assets',
    description: 'The library files of a project: upload, replace, compress, delete, usage.',
  },
  { name: 'releases', description: 'Published versions of a project: publish, compare, roll back.' },
  { name: 'forks', description: 'Copies of a project or a template into a team.' },
  { name: 'collaboration', description: 'Joining the real-time editing of a project.' },
  {
    name: 'billing',
    description: "Plans, a team's subscriptions and invoices, and the billing provider's webhook.",
  },
  { name: 'analytics', description: 'Events from published pages, and the queries of the Analytics view.' },
  { name: 'notifications', description: "The signed-in user's notifications." },
  { name: 'feedback', description: 'Feedback sent from the studio.' },
  {
    name: 'configuration',
    description: 'What the studio reads about this server: error reporting, currencies, feature flags.',
  },
  {
    name: 'health',
    description: 'Liveness and readiness of the process, for supervisors and load balancers.',
  },
] as const;

type Tag = (typeof API_TAGS)[number]['name'];

/** A path segment after /v2/ (or after /v2/projects/:id/) and the group it belongs to. */
const SEGMENT_TAGS: Readonly<Record<string, Tag>> = {
  auth: 'auth',
  user: 'user',
  users: 'projects',
  teams: 'teams',
  projects: 'projects',
  templates: 'projects',
  thumbnail: 'projects',
  assets: 'assets',
  deleteAssets: 'assets',
  metrics: 'assets',
  releases: 'releases',
  fork: 'forks',
  forks: 'forks',
  collab: 'collaboration',
  subscriptions: 'billing',
  billing: 'billing',
  webhooks: 'billing',
  analytics: 'analytics',
  notifications: 'notifications',
  feedback: 'feedback',
  'client-config': 'configuration',
  currencies: 'configuration',
  'feature-flags': 'configuration',
  healthcheck: 'health',
  livez: 'health',
  readyz: 'health',
};

/** Groups operations by what they act on: /v2/teams/... → teams, /v2/projects/:id/releases → releases. */
function tagOf(url: string): string {
  const segments = url.split('/').filter((segment) => segment && !segment.startsWith(':'));
  const [, first = '', ...inner] = segments;
  const nested =
    first === 'projects'
      ? inner.find((segment) => segment !== 'projects' && SEGMENT_TAGS[segment])
      : undefined;
  return SEGMENT_TAGS[nested ?? first] ?? first;
}

interface ResponseSchema {
  $ref?: string;
  description?: string;
}

/**
 * Each response without a description of its own gets its status's meaning: as the description of a
 * reference (the only sibling of `$ref` the description keeps), else as the one @fastify/swagger
 * takes for the response and leaves out of the schema.
 */
function describeResponses(response: unknown): unknown {
  if (!response || typeof response !== 'object') return response;
  return Object.fromEntries(
    Object.entries(response as Record<string, ResponseSchema>).map(([code, schema]) => {
      if (schema.description) return [code, schema];
      const meaning = ERROR_MEANINGS[Number(code)] ?? STATUS_CODES[code] ?? code;
      return [code, { ...schema, [schema.$ref ? 'description' : 'x-response-description']: meaning }];
    }),
  );
}

/** Every `$ref` target named anywhere in a value. */
function referencedComponents(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedComponents(item, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item.replace('#/components/schemas/', ''));
      else referencedComponents(item, found);
    }
  return found;
}

/**
 * Every schema with an id is written out twice (as read and as answered, `XInput` and `X`); only
 * those an operation reaches, directly or through another component, are kept.
 */
function withoutUnusedSchemas<
  T extends { paths?: unknown; components?: { schemas?: Record<string, unknown> } },
>(document: T): T {
  const schemas = document.components?.schemas ?? {};
  const kept = new Set<string>();
  let next = referencedComponents(document.paths);
  while (next.size) {
    for (const name of next) kept.add(name);
    const reached = referencedComponents([...next].map((name) => schemas[name]));
    next = new Set([...reached].filter((name) => !kept.has(name)));
  }
  const used = Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
  return { ...document, components: { ...document.components, schemas: used } };
}

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vitrine API',
        version: '2',
        description:
          'Teams, projects, assets, releases, billing and account of the Vitrine studio. Send an access ' +
          'token from sign-in, or a personal access token from Account → API and WebHooks, as ' +
          '`Authorization: Bearer <token>`. Errors answer `{"message", "statusCode"}`.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/', description: 'The server that serves this description' }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'An access token (JWT) or a personal access token (vtr_pat_…).',
          },
          basicAuth: {
            type: 'http',
            scheme: 'basic',
            description:
              "The billing provider's webhook credentials (CHARGEBEE_WEBHOOK_USERNAME and _PASSWORD).",
          },
        },
      },
    },
    transform: (document) => {
      if (!isApiRoute(document.url)) return { schema: { hide: true }, url: document.url };
      const { schema } = jsonSchemaTransform(document);
      return {
        url: document.url,
        schema: {
          ...schema,
          tags: [tagOf(document.url)],
          // Public operations say so: an empty list, rather than nothing, is "no credentials".
          security: schema.security ?? [],
          response: describeResponses(schema.response),
        },
      };
    },
    // Schemas with a meta id (ApiError, …) become components/schemas, referenced by $ref.
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
