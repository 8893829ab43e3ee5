// GET/PUT /v2/feature-flags/definition: the product's feature flags. Everyone signed in reads them
// (the web app switches features on them); only a system_admin changes them.
import { defineAbility } from '@vitrine/core';
import { asc, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { featureFlags } from '../db/schema.ts';
import { authorize } from '../teams/access.ts';
import { requireSignIn } from '../http/route-table.ts';

const flagDefinition = z.object({
  enabled: z.boolean(),
  description: z.string().max(500).optional(),
});

const definitionBody = z.object({
  definition: z
    .record(
      z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,63}$/, 'definition: invalid flag name'),
      flagDefinition,
    )
    .refine((flags) => Object.keys(flags).length <= 200, 'definition: at most 200 flags'),
});

type Definition = z.infer<typeof definitionBody>['definition'];

async function readDefinition(app: FastifyInstance): Promise<{ definition: Definition }> {
  const rows = await app.db.select().from(featureFlags).orderBy(asc(featureFlags.key));
  const definition: Definition = {};
  for (const row of rows) {
    const parsed = flagDefinition.safeParse(row.definition);
    if (parsed.success) definition[row.key] = parsed.data;
  }
  return { definition };
}

export const featureFlagRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  app.get('/v2/feature-flags/definition', async (request) => {
    authorize(defineAbility(currentUser(request), null), 'read', 'feature_flags');
    return readDefinition(app);
  });

  /** Replaces the whole definition: flags absent from the body are removed. */
  app.put('/v2/feature-flags/definition', { schema: { body: definitionBody } }, async (request) => {
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
