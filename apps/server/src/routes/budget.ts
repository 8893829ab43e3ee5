// GET /v2/projects/:id/budget: what the performance budget needs from the server — the sizes of
// what a published page downloads besides its files (runtime, 3D renderer, font, environment maps)
// and the size of every library file of the project. The builder measures the rest live.
import { ProjectBudgetSchema } from '@vitrine/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAssetAccess } from '../assets/access.ts';
import { fileUrl } from '../assets/project-files.ts';
import { currentUser } from '../auth/guard.ts';
import { files } from '../db/schema.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { bundleSizes } from '../runtime/bundle-sizes.ts';

const projectParams = z.object({ id: z.string() });

export const budgetRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  const budget = {
    schema: {
      operationId: 'getProjectBudget',
      summary:
        "What the performance budget needs from the server: the runtime's and the library files' sizes",
      params: projectParams,
      response: { 200: ProjectBudgetSchema, ...errorResponses(400, 401, 403, 404) },
    },
  };
  app.get('/v2/projects/:id/budget', budget, async (request) => {
    const { id } = request.params;
    await requireAssetAccess(app.db, currentUser(request), id, 'read');
    const rows = await app.db
      .select({ id: files.id, key: files.key, name: files.name, mimeType: files.mimeType, size: files.size })
      .from(files)
      // Only the library's files: the bytes a re-upload or a compression replaced (and deleted
      // files) wait for the purge under ids of their own and are neither listed nor counted.
      .where(and(eq(files.projectId, id), isNull(files.deleteRequestedAt)));
    return {
      bundle: bundleSizes(app.config.webDist),
      files: rows.map((row) => ({
        id: row.id,
        url: fileUrl(row.key),
        name: row.name,
        mimeType: row.mimeType,
        size: row.size,
      })),
    };
  });
};
