// POST and PUT /v2/projects/:id/thumbnail (multipart field "file"): sets the project's card picture.
// Only those who may change the project may set it.
import { ProjectThumbnailSchema, can } from '@vitrine/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { UPLOAD_TEXTS } from '../assets/texts.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { projectAccess } from '../projects/access.ts';
import { PROJECT_NOT_FOUND } from '../projects/team-projects.ts';
import { THUMBNAIL_LIMITS } from '../thumbnails/limits.ts';
import { setProjectThumbnail, tooLarge } from '../thumbnails/project-thumbnail.ts';

const projectParams = z.object({ id: z.string() });

async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_TEXTS.missingFile);
  const part = await request.file({ limits: { fileSize: THUMBNAIL_LIMITS.maxBytes, files: 1 } });
  if (!part) throw badRequest(UPLOAD_TEXTS.missingFile);
  if (part.fieldname !== 'file') throw badRequest(UPLOAD_TEXTS.wrongField);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  // The per-call limit is not honoured in every setup: the size is checked here as well.
  if (part.file.truncated || bytes.length > THUMBNAIL_LIMITS.maxBytes) throw tooLarge();
  return bytes;
}

export const thumbnailRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createFileStore(app.config);
  app.addHook('onClose', async () => store.close());
  requireSignIn(app);

  const upload = async (request: FastifyRequest<{ Params: z.infer<typeof projectParams> }>) => {
    const { id } = request.params;
    const user = currentUser(request);
    const access = await projectAccess(app.db, user, id);
    if (!access || (!access.role && user.role !== 'system_admin')) throw notFound(PROJECT_NOT_FOUND);
    if (access.readOnly || (user.role !== 'system_admin' && !can(access.role, 'update', 'project')))
      throw forbidden();
    const bytes = await readImage(request);
    return { thumbnail: await setProjectThumbnail(app.db, store, access.project, bytes) };
  };

  // The body is multipart (field "file"), read by the handler itself.
  const options = (operationId: string) => ({
    schema: {
      operationId,
      summary: "Set a project's card picture (multipart field 'file': PNG, JPEG or WebP)",
      params: projectParams,
      consumes: ['multipart/form-data'],
      response: {
        200: ProjectThumbnailSchema.describe('The new picture'),
        ...errorResponses(400, 401, 403, 404, 413),
      },
    },
  });
  app.post('/v2/projects/:id/thumbnail', options('setProjectThumbnail'), upload);
  app.put('/v2/projects/:id/thumbnail', options('replaceProjectThumbnail'), upload);
};
