// The /v2 API described from the routes' own zod schemas (OpenAPI 3.1), with a browsable UI at
// /v2/docs and the document at /v2/docs/json. Routes outside /v2 (the studio, published pages, the
// collaboration socket) are not part of the API and stay out of it.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/v2/docs';

/** Whether a registered route belongs in the API description. */
export const isApiRoute = (url: string) => url.startsWith('/v2/') && !url.startsWith(DOCS_PREFIX);

/** Groups operations by what they act on: /v2/teams/... → teams, /v2/projects/:id/releases → releases. */
function tagOf(url: string): string {
  const segments = url.split('/').filter((segment) => segment && !segment.startsWith(':'));
  const nested = ['releases', 'assets', 'deleteAssets', 'metrics', 'fork', 'forks', 'thumbnail', 'collab'];
  const inner = segments.slice(2).find((segment) => nested.includes(segment));
  if (inner === 'deleteAssets' || inner === 'metrics') return 'assets';
  if (inner === 'fork' || inner === 'forks') return 'forks';
  if (segments[1] === 'projects' && url.includes('subscriptions')) return 'billing';
  return inner ?? segments[1] ?? 'api';
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
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'An access token (JWT) or a personal access token (vtr_pat_…).',
          },
        },
      },
    },
    transform: (document) => {
      if (!isApiRoute(document.url)) return { schema: { hide: true }, url: document.url };
      const described = jsonSchemaTransform(document);
      return { ...described, schema: { ...described.schema, tags: [tagOf(document.url)] } };
    },
    // Schemas with a meta id (ApiError, …) become components/schemas, referenced by $ref.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
