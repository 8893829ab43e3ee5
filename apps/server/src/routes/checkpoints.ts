// Version history of a project document (docs/collaboration.md "Checkpoints"):
// list, save a named checkpoint, read one (preview) and restore one. A restore first checkpoints the
// current document, then answers the old document; the builder applies it as one ordinary change
// so collaborators receive it and its author can undo it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { requireHistoryAccess } from '../history/access.ts';
import { createCheckpoint, listCheckpoints, readCheckpointDocument } from '../history/checkpoints.ts';
import { HISTORY_TEXTS } from '../history/texts.ts';
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
  const oneCheckpoint = { schema: { params: checkpointParams } };

  app.get('/v2/projects/:id/checkpoints', { schema: { params: projectParams } }, async (request) => {
    const { id } = request.params;
    await requireHistoryAccess(app.db, currentUser(request), id, 'read');
    return { items: await listCheckpoints(app.db, id) };
  });

  const save = { schema: { params: projectParams, body: saveBody } };
  app.post('/v2/projects/:id/checkpoints', save, async (request, reply) => {
    const { id } = request.params;
    const user = currentUser(request);
    await requireHistoryAccess(app.db, user, id, 'write');
    const { name } = request.body;
    const checkpoint = await createCheckpoint(app.db, id, { kind: 'named', name, authorIds: [user.id] });
    return reply.status(201).send(checkpoint);
  });

  app.get('/v2/projects/:id/checkpoints/:checkpointId', oneCheckpoint, async (request) => {
    const { id, checkpointId } = request.params;
    await requireHistoryAccess(app.db, currentUser(request), id, 'read');
    return readCheckpointDocument(app.db, id, checkpointId);
  });

  app.post('/v2/projects/:id/checkpoints/:checkpointId/restore', oneCheckpoint, async (request, reply) => {
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
