// GET/PUT /v2/feature-flags/definition: the product's feature flags. Everyone signed in reads them
// (the web app switches features on them); only a system_admin changes them.
import { FeatureFlagSchema, FeatureFlagsSchema, defineAbility, type FeatureFlags } from '@vitrine/core';
import { asc, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/guard.ts';
import { featureFlags } from '../db/schema.ts';
import { errorResponses } from '../http/responses.ts';
import { authorize } from '../teams/access.ts';
import { requireSignIn } from '../http/route-table.ts';

async function readDefinition(app: FastifyInstance): Promise<FeatureFlags> {
  const rows = await app.db.select().from(featureFlags).orderBy(asc(featureFlags.key));
  const definition: FeatureFlags['definition'] = {};
  for (const row of rows) {
    const parsed = FeatureFlagSchema.safeParse(row.definition);
    if (parsed.success) definition[row.key] = parsed.data;
  }
  return { definition };
}

export const featureFlagRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  const read = {
    schema: {
      operationId: 'getFeatureFlags',
      summary: "The product's feature flags",
      response: { 200: FeatureFlagsSchema, ...errorResponses(401, 403) },
    },
  };
  app.get('/v2/feature-flags/definition', read, async (request) => {
    authorize(defineAbility(currentUser(request), null), 'read', 'feature_flags');
    return readDefinition(app);
  });

  /** Replaces the whole definition: flags absent from the body are removed. */
  const replace = {
    schema: {
      operationId: 'replaceFeatureFlags',
      summary: 'Replace every feature flag (system admins only); flags left out are removed',
      body: FeatureFlagsSchema,
      response: { 200: FeatureFlagsSchema, ...errorResponses(400, 401, 403) },
    },
  };
  app.put('/v2/feature-flags/definition', replace, async (request) => {
    authorize(defineAbility(currentUser(request), null), 'update', 'feature_flags');
    const { definition } = request.body;
    const keys = Object.keys(definition);
    await app.db.transaction(async (tx) => {
      await (keys.length
        ? tx.delete(featureFlags).where(notInArray(featureFlags.key, keys))
        : tx.delete(featureFlags));
      for (const key of keys) {
        const row = { key, definition: definition[key]!, updatedAt: new Date() };
        await tx
          .insert(featureFlags)
          .values(row)
          .onConflictDoUpdate({
            target: featureFlags.key,
            set: { definition: row.definition, updatedAt: row.updatedAt },
          });
      }
    });
    return readDefinition(app);
  });
};
