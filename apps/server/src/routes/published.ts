// Published releases (SPEC §2, docs/releases.md), public: /p/:projectId/ shows the newest published
// release's home page and /p/:projectId/:slug its other pages; /p/:projectId/:version/ (and
// …/:version/:slug) a given version. Each page is rendered by the runtime entry with the release
// inlined (and, when its components allow, already rendered by the server: server-render.ts), with its
// <head> (title, description, canonical, Open Graph, robots) written here, so crawlers read it
// without running a script. An unknown slug answers a "Page not found" page (404). release.json
// and the release's files sit under the version. Embedding is limited by frame-ancestors from the
// project's allowed domains.
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
  pageNotFoundPage,
  renderReleasePage,
  type InlinedRelease,
} from '../runtime/page.ts';
import {
  findSitePage,
  pageHead,
  siteBase,
  siteDocument,
  siteLang,
  type SiteDocument,
} from '../runtime/published-site.ts';
import { createServerPages } from '../runtime/server-render.ts';
import { CACHE, RUNTIME_TEXTS } from '../runtime/texts.ts';
import { watermarkOf } from '../runtime/watermark.ts';
import { isUuid } from '../teams/access.ts';
import { PAGE_SLUG_PATTERN, SEMVER_PATTERN } from '@vitrine/core';

type ReleaseRow = typeof releases.$inferSelect;

const projectParams = z.object({ projectId: z.string() });
const versionParams = z.object({ projectId: z.string(), version: z.string() });
const segmentParams = z.object({ projectId: z.string(), segment: z.string() });
const versionPageParams = z.object({ projectId: z.string(), version: z.string(), slug: z.string() });

export async function publishedRoutes(app: FastifyInstance) {
  const template = loadRuntimeTemplate(app.config.webDist);
  const serverPages = createServerPages(app.config.webDist, app.log);
  const store = createFileStore(app.config);
  app.addHook('onClose', async () => {
    await store.close();
    await serverPages.close();
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

  /** The release as the page inlines it; `version` set when the URL names one. */
  const inlined = async (
    project: { label: string; teamId: string },
    release: ReleaseRow,
    version?: string,
  ): Promise<InlinedRelease> => {
    const document = siteDocument((release.snapshot as ReleaseSnapshot).document);
    return {
      projectId: release.projectId,
      version: release.version,
      label: project.label,
      releasedAt: release.releasedAt.toISOString(),
      document,
      watermark: await watermarkOf(app, project.teamId, document),
      base: siteBase(release.projectId, version),
    };
  };

  /** The page `slug` names (null: the home page) of the release found, or its 404 or redirect. */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    found: { project: typeof projects.$inferSelect; release: ReleaseRow },
    where: { version?: string; slug: string | null },
  ) => {
    setFrameAncestors(reply, found.project.allowedDomains);
    const release = await inlined(found.project, found.release, where.version);
    const document = release.document as SiteDocument;
    const lookup = findSitePage(document, where.slug);
    // Which page is home changes with the page order: only a version's answer is permanent.
    if (lookup.kind === 'home') {
      return where.version
        ? reply.header('cache-control', CACHE.version).redirect(release.base, 301)
        : reply.header('cache-control', CACHE.latest).redirect(release.base, 302);
    }
    if (lookup.kind === 'missing') {
      return reply
        .status(404)
        .header('cache-control', CACHE.none)
        .type('text/html')
        .send(pageNotFoundPage(release.base, siteLang(document)));
    }
    const page = { ...release, pageId: lookup.pageId };
    const head = {
      lang: siteLang(document),
      tags: pageHead({
        publicUrl: app.config.publicUrl,
        projectId: release.projectId,
        projectLabel: release.label,
        document,
        pageId: lookup.pageId,
      }),
    };
    const html = (await serverPages.page(page, head)) ?? renderReleasePage(template, page, head);
    return sendHtml(request, reply, html, where.version ? CACHE.version : CACHE.latest);
  };

  const isSlug = (segment: string) => PAGE_SLUG_PATTERN.test(segment);

  app.get('/p/:projectId', async (request, reply) => {
    const { projectId } = parse(projectParams, request.params, 'params');
    return reply.redirect(`/p/${encodeURIComponent(projectId)}/`, 301);
  });

  app.get('/p/:projectId/', async (request, reply) => {
    const { projectId } = parse(projectParams, request.params, 'params');
    const found = await resolve(reply, projectId);
    if (found) return sendPage(request, reply, found, { slug: null });
    return reply;
  });

  app.get('/p/:projectId/embed.js', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/javascript; charset=utf-8')
      .send(EMBED_SCRIPT),
  );

  // A version (1.0.2: it has dots, a slug cannot) moves to its trailing slash; anything else is a
  // page of the newest release.
  app.get('/p/:projectId/:segment', async (request, reply) => {
    const { projectId, segment } = parse(segmentParams, request.params, 'params');
    if (SEMVER_PATTERN.test(segment))
      return reply.redirect(`/p/${encodeURIComponent(projectId)}/${encodeURIComponent(segment)}/`, 301);
    const found = await resolve(reply, projectId);
    if (found) return sendPage(request, reply, found, { slug: segment });
    return reply;
  });

  app.get('/p/:projectId/:version/', async (request, reply) => {
    const { projectId, version } = parse(versionParams, request.params, 'params');
    // A page's URL with a trailing slash moves to the page's own.
    if (!SEMVER_PATTERN.test(version) && isSlug(version))
      return reply.redirect(`/p/${encodeURIComponent(projectId)}/${version}`, 301);
    const found = await resolve(reply, projectId, version);
    if (found) return sendPage(request, reply, found, { version, slug: null });
    return reply;
  });

  app.get('/p/:projectId/:version/:slug', async (request, reply) => {
    const { projectId, version, slug } = parse(versionPageParams, request.params, 'params');
    const found = await resolve(reply, projectId, version);
    if (found) return sendPage(request, reply, found, { version, slug });
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
    return reply.header('cache-control', CACHE.version).send(await inlined(project, release, version));
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
