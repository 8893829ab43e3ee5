// Published releases (SPEC §2, DESIGN "Published releases"), public: /p/:projectId/ shows the newest
// published release, /p/:projectId/:version/ a given one, each rendered by the runtime entry with
// the release inlined (or, for a static release, already rendered by the server: static-render.ts); release.json and the release's files sit under the version. Embedding is
// limited by frame-ancestors from the project's allowed domains.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { projects, type releases } from '../db/schema.ts';
import { isStorageKey } from '../files/safe-name.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { notFound } from '../http/errors.ts';
import { sendHtml } from '../http/html.ts';
import { parse } from '../http/validate.ts';
import { findPublishedRelease, type ReleaseSnapshot } from '../releases/releases.ts';
import { EMBED_SCRIPT } from '../runtime/embed-script.ts';
import { withFrameAncestors } from '../runtime/frame-ancestors.ts';
import {
  loadRuntimeTemplate,
  nothingPublishedPage,
  renderReleasePage,
  type InlinedRelease,
} from '../runtime/page.ts';
import { withDefaultHead } from '../runtime/default-head.ts';
import { createStaticPages } from '../runtime/static-render.ts';
import { CACHE, RUNTIME_TEXTS } from '../runtime/texts.ts';
import { watermarkOf } from '../runtime/watermark.ts';
import { isUuid } from '../teams/access.ts';
import { SEMVER_PATTERN } from '@vitrine/core';

type ReleaseRow = typeof releases.$inferSelect;

const projectParams = z.object({ projectId: z.string() });
const versionParams = z.object({ projectId: z.string(), version: z.string() });

export async function publishedRoutes(app: FastifyInstance) {
  const template = loadRuntimeTemplate(app.config.webDist);
  const staticPages = createStaticPages(app.config.webDist, app.log);
  const store = createFileStore(app.config);
  app.addHook('onClose', async () => {
    await store.close();
    await staticPages.close();
  });

  const projectRow = async (projectId: string) => {
    if (!isUuid(projectId)) return null;
    const [row] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    return row ?? null;
  };

  /** The release to show, or null after sending the nothing-published page. */
  async function resolve(reply: FastifyReply, projectId: string, version?: string) {
    const project = await projectRow(projectId);
    const validVersion = version === undefined || SEMVER_PATTERN.test(version);
    const release = project && validVersion ? await findPublishedRelease(app.db, project.id, version) : null;
    if (!project || !release) {
      const detail = version ? RUNTIME_TEXTS.versionNotFound(version) : RUNTIME_TEXTS.nothingPublished;
      setFrameAncestors(reply, project?.allowedDomains ?? []);
      await reply
        .status(404)
        .header('cache-control', CACHE.none)
        .type('text/html')
        .send(nothingPublishedPage(detail));
      return null;
    }
    return { project, release };
  }

  function setFrameAncestors(reply: FastifyReply, allowedDomains: readonly string[]) {
    const current = reply.getHeader('content-security-policy');
    reply.header('content-security-policy', withFrameAncestors(current?.toString(), allowedDomains));
    // Browsers that know frame-ancestors ignore X-Frame-Options; the others must not get SAMEORIGIN.
    reply.removeHeader('x-frame-options');
  }

  const inlined = async (
    project: { label: string; teamId: string },
    release: ReleaseRow,
  ): Promise<InlinedRelease> => {
    const document = (release.snapshot as ReleaseSnapshot).document;
    return {
      projectId: release.projectId,
      version: release.version,
      label: project.label,
      releasedAt: release.releasedAt.toISOString(),
      document,
      watermark: await watermarkOf(app, project.teamId, document),
    };
  };

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    found: { project: typeof projects.$inferSelect; release: ReleaseRow },
    cache: string,
  ) => {
    setFrameAncestors(reply, found.project.allowedDomains);
    const release = await inlined(found.project, found.release);
    const html = (await staticPages.page(release)) ?? renderReleasePage(template, release);
    return sendHtml(request, reply, withDefaultHead(html, release.label), cache);
  };

  app.get('/p/:projectId', async (request, reply) => {
    const { projectId } = parse(projectParams, request.params, 'params');
    return reply.redirect(`/p/${encodeURIComponent(projectId)}/`, 301);
  });

  app.get('/p/:projectId/', async (request, reply) => {
    const { projectId } = parse(projectParams, request.params, 'params');
    const found = await resolve(reply, projectId);
    if (found) return sendPage(request, reply, found, CACHE.latest);
    return reply;
  });

  app.get('/p/:projectId/embed.js', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/javascript; charset=utf-8')
      .send(EMBED_SCRIPT),
  );

  app.get('/p/:projectId/:version', async (request, reply) => {
    const { projectId, version } = parse(versionParams, request.params, 'params');
    return reply.redirect(`/p/${encodeURIComponent(projectId)}/${encodeURIComponent(version)}/`, 301);
  });

  app.get('/p/:projectId/:version/', async (request, reply) => {
    const { projectId, version } = parse(versionParams, request.params, 'params');
    const found = await resolve(reply, projectId, version);
    if (found) return sendPage(request, reply, found, CACHE.version);
    return reply;
  });

  app.get('/p/:projectId/:version/release.json', async (request, reply) => {
    const { projectId, version } = parse(versionParams, request.params, 'params');
    const project = await projectRow(projectId);
    const release =
      project && SEMVER_PATTERN.test(version)
        ? await findPublishedRelease(app.db, project.id, version)
        : null;
    if (!project || !release) throw notFound(RUNTIME_TEXTS.versionNotFound(version));
    return reply.header('cache-control', CACHE.version).send(await inlined(project, release));
  });

  app.get('/p/:projectId/:version/files/*', async (request, reply) => {
    const { projectId, version } = parse(versionParams, request.params, 'params');
    const key = (request.params as { '*': string })['*'];
    const release =
      isUuid(projectId) && SEMVER_PATTERN.test(version) && isStorageKey(key)
        ? await findPublishedRelease(app.db, projectId, version)
        : null;
    const file = release ? (release.snapshot as ReleaseSnapshot).files?.[key] : undefined;
    const object = file ? await store.get(key) : null;
    if (!file || !object) throw notFound('File not found');
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', object.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', CACHE.version)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(object.body);
  });
}
