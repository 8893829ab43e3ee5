// robots.txt: the studio's (crawlers keep out of everything but the published sites under /p/) and
// each published site's own, for a domain that serves the site at its root.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { projects } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import { findPublishedRelease } from '../releases/releases.ts';
import { CACHE } from '../runtime/texts.ts';
import { isUuid } from '../teams/access.ts';

export const STUDIO_ROBOTS = ['User-agent: *', 'Allow: /p/', 'Disallow: /', ''].join('\n');
export const SITE_ROBOTS = ['User-agent: *', 'Allow: /', ''].join('\n');

const projectParams = z.object({ projectId: z.string() });

export async function robotsRoutes(app: FastifyInstance) {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(STUDIO_ROBOTS),
  );

  app.get('/p/:projectId/robots.txt', async (request, reply) => {
    const { projectId } = parse(projectParams, request.params, 'params');
    const [project] = isUuid(projectId)
      ? await app.db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId))
      : [];
    if (!project || !(await findPublishedRelease(app.db, project.id)))
      throw notFound('Nothing is published here');
    return reply.header('cache-control', CACHE.latest).type('text/plain; charset=utf-8').send(SITE_ROBOTS);
  });
}
