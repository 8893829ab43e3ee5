// robots.txt and sitemaps: the studio's robots.txt (crawlers keep out of everything but the
// published sites under /p/), and each published site's own robots.txt (for a domain that serves
// the site at its root) naming its sitemap.xml, which lists the newest release's pages but those
// marked noindex. A project with nothing published answers 404 for both.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { projects } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import { findPublishedRelease, type ReleaseSnapshot } from '../releases/releases.ts';
import { siteDocument, sitemapXml } from '../runtime/published-site.ts';
import { CACHE, RUNTIME_TEXTS } from '../runtime/texts.ts';
import { isUuid } from '../teams/access.ts';

export const STUDIO_ROBOTS = ['User-agent: *', 'Allow: /p/', 'Disallow: /', ''].join('\n');
export const siteRobots = (sitemapUrl: string) =>
  ['User-agent: *', 'Allow: /', `Sitemap: ${sitemapUrl}`, ''].join('\n');

const projectParams = z.object({ projectId: z.string() });

export async function robotsRoutes(app: FastifyInstance) {
  /** The newest published release of the project the URL names; 404 when there is none. */
  const publishedRelease = async (params: unknown) => {
    const { projectId } = parse(projectParams, params, 'params');
    const [project] = isUuid(projectId)
      ? await app.db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId))
      : [];
    const release = project ? await findPublishedRelease(app.db, project.id) : null;
    if (!project || !release) throw notFound(RUNTIME_TEXTS.nothingPublishedTitle);
    return { projectId: project.id, release };
  };

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(STUDIO_ROBOTS),
  );

  app.get('/p/:projectId/robots.txt', async (request, reply) => {
    const { projectId } = await publishedRelease(request.params);
    return reply
      .header('cache-control', CACHE.latest)
      .type('text/plain; charset=utf-8')
      .send(siteRobots(`${app.config.publicUrl}/p/${projectId}/sitemap.xml`));
  });

  app.get('/p/:projectId/sitemap.xml', async (request, reply) => {
    const { projectId, release } = await publishedRelease(request.params);
    const document = siteDocument((release.snapshot as ReleaseSnapshot).document);
    const lastmod = release.releasedAt.toISOString().slice(0, 10);
    return reply
      .header('cache-control', CACHE.latest)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(app.config.publicUrl, projectId, document, lastmod));
  });
}
