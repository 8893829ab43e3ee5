// Version history of a project document (docs/collaboration.md "Checkpoints"):
// list, save a named checkpoint, read one (preview) and restore one. A restore first checkpoints the
// current document, then answers the old document; the builder applies it as one ordinary change
// so collaborators receive it and its author can undo it.
import {
  CheckpointDocumentSchema,
  CheckpointListSchema,
  CheckpointSchema,
  RestoredCheckpointSchema,
} from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { requireHistoryAccess } from '../history/access.ts';
import { createCheckpoint, listCheckpoints, readCheckpointDocument } from '../history/checkpoints.ts';
import { HISTORY_TEXTS } from '../history/texts.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { allowEmptyJsonBody } from '../auth/empty-json-body.ts';

const projectParams = z.object({ id: z.string() });
const checkpointParams = z.object({ id: z.string(), checkpointId: z.string() });
const saveBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, HISTORY_TEXTS.nameTooLong),
});

/** How a checkpoint is called in the "Before restoring …" checkpoint. */
const checkpointTitle = (checkpoint: { name: string | null; createdAt: string }) =>
  checkpoint.name ? `'${checkpoint.name}'` : `the checkpoint of ${checkpoint.createdAt}`;

export const checkpointRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  // A restore carries no body, yet clients often send a JSON content type with it.
  allowEmptyJsonBody(app);
  const list = {
    schema: {
      operationId: 'listCheckpoints',
      summary: "List a project's checkpoints, the newest first",
      params: projectParams,
      response: {
        200: CheckpointListSchema.describe('The checkpoints'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  };
  app.get('/v2/projects/:id/checkpoints', list, async (request) => {
    const { id } = request.params;
    await requireHistoryAccess(app.db, currentUser(request), id, 'read');
    return { items: await listCheckpoints(app.db, id) };
  });

  const save = {
    schema: {
      operationId: 'saveCheckpoint',
      summary: "Save the project's current document as a named checkpoint",
      params: projectParams,
      body: saveBody,
      response: {
        201: CheckpointSchema.describe('The new checkpoint'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  };
  app.post('/v2/projects/:id/checkpoints', save, async (request, reply) => {
    const { id } = request.params;
    const user = currentUser(request);
    await requireHistoryAccess(app.db, user, id, 'write');
    const { name } = request.body;
    const checkpoint = await createCheckpoint(app.db, id, { kind: 'named', name, authorIds: [user.id] });
    return reply.status(201).send(checkpoint);
  });

  const read = {
    schema: {
      operationId: 'getCheckpoint',
      summary: 'Read a checkpoint with its document, for a preview',
      params: checkpointParams,
      response: {
        200: CheckpointDocumentSchema.describe('The checkpoint with its document'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
  };
  app.get('/v2/projects/:id/checkpoints/:checkpointId', read, async (request) => {
    const { id, checkpointId } = request.params;
    await requireHistoryAccess(app.db, currentUser(request), id, 'read');
    return readCheckpointDocument(app.db, id, checkpointId);
  });

  const restore = {
    schema: {
      operationId: 'restoreCheckpoint',
      summary: 'Checkpoint the current document, then answer the checkpoint to restore with its document',
      params: checkpointParams,
      response: {
        201: RestoredCheckpointSchema.describe('The checkpoint to apply, and the one taken before'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
  };
  app.post('/v2/projects/:id/checkpoints/:checkpointId/restore', restore, async (request, reply) => {
    const { id, checkpointId } = request.params;
    const user = currentUser(request);
    await requireHistoryAccess(app.db, user, id, 'write');
    const restored = await readCheckpointDocument(app.db, id, checkpointId);
    const before = await createCheckpoint(app.db, id, {
      kind: 'restore',
      name: HISTORY_TEXTS.beforeRestore(checkpointTitle(restored.checkpoint)),
      authorIds: [user.id],
    });
    return reply.status(201).send({ ...restored, before });
  });
};
