// Release diff and rollback (docs/releases.md "Comparing and rolling back"): what changed between
// two releases or a release and the draft, each changed page's screenshots with their pixel diff,
// and publishing an earlier release's content again as the next version.
import type { AddressInfo } from 'node:net';
import {
  PageComparisonSchema,
  ReleaseComparisonSchema,
  ReleaseItemSchema,
  SEMVER_PATTERN,
  type ComparedRelease,
} from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowEmptyJsonBody } from '../auth/empty-json-body.ts';
import { currentUser } from '../auth/guard.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { badRequest } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { absentBodyAsEmpty } from '../http/zod-compiler.ts';
import { requireReleaseAccess } from '../releases/access.ts';
import { DRAFT, compareSides, comparePage, readSide, type ComparedSide } from '../releases/compare.ts';
import { PageScreenshots } from '../releases/page-screenshots.ts';
import { rollbackRelease } from '../releases/rollback.ts';
import { RELEASE_TEXTS } from '../releases/texts.ts';
import { HttpError } from '../http/errors.ts';
import { loadRuntimeTemplate } from '../runtime/page.ts';

const side = z
  .string({ error: 'from and to are required' })
  .refine((value) => value === DRAFT || SEMVER_PATTERN.test(value), 'A side is a version (1.0.3) or draft');
const compareQuery = z.object({ from: side, to: side });
const projectParams = z.object({ id: z.string() });
const pageParams = z.object({ id: z.string(), pageId: z.string().min(1).max(200) });
const versionParams = z.object({
  id: z.string(),
  version: z.string().regex(SEMVER_PATTERN, 'Unknown version'),
});
const rollbackBody = z.object({
  description: z.string().max(1800, 'Description is at most 1800 characters').optional(),
});

const sideView = ({ version, releasedAt, description }: ComparedSide): ComparedRelease => ({
  version,
  releasedAt,
  description,
});

/** Screenshots are heavy: a few per minute per user. */
const SCREENSHOT_LIMIT = { max: 30, timeWindow: '1 minute' };

export const releaseCompareRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createFileStore(app.config);
  const screenshots = new PageScreenshots({
    chromiumPath: app.config.chromiumPath,
    template: loadRuntimeTemplate(app.config.webDist),
    store,
    origin: () => {
      const address = app.server.address() as AddressInfo | null;
      return `http://127.0.0.1:${address?.port ?? app.config.port}`;
    },
  });
  app.addHook('onClose', async () => {
    await screenshots.close();
    await store.close();
  });
  requireSignIn(app);
  // A rollback may carry no body, yet clients often send a JSON content type with it.
  allowEmptyJsonBody(app);

  const compare = {
    schema: {
      operationId: 'compareReleases',
      summary: 'What changed between two releases, or a release and the draft',
      params: projectParams,
      querystring: compareQuery,
      response: {
        200: ReleaseComparisonSchema.describe('Both sides and what changed'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
  };
  app.get('/v2/projects/:id/releases/compare', compare, async (request) => {
    const { id } = request.params;
    const access = await requireReleaseAccess(app.db, currentUser(request), id, 'read');
    const { from, to } = request.query;
    if (from === to) throw badRequest(RELEASE_TEXTS.sameVersions);
    const before = await readSide(app.db, access.project, from);
    const after = await readSide(app.db, access.project, to);
    return {
      from: sideView(before),
      to: sideView(after),
      diff: compareSides(access.project.id, before, after),
    };
  });

  const comparePageRoute = {
    schema: {
      operationId: 'compareReleasePage',
      summary: 'Screenshots of one page on both sides, with their pixel diff',
      params: pageParams,
      querystring: compareQuery,
      response: {
        200: PageComparisonSchema.describe('The screenshots and their diff'),
        ...errorResponses(400, 401, 403, 404, 409, 429, 503),
      },
    },
    config: {
      rateLimit: {
        ...SCREENSHOT_LIMIT,
        keyGenerator: (request: { user?: { id: string }; ip: string }) => request.user?.id ?? request.ip,
      },
    },
  };
  app.get('/v2/projects/:id/releases/compare/pages/:pageId', comparePageRoute, async (request) => {
    const { id, pageId } = request.params;
    const access = await requireReleaseAccess(app.db, currentUser(request), id, 'read');
    const { from, to } = request.query;
    if (from === to) throw badRequest(RELEASE_TEXTS.sameVersions);
    if (!screenshots.available) throw new HttpError(503, RELEASE_TEXTS.screenshotsUnavailable);
    const before = await readSide(app.db, access.project, from);
    const after = await readSide(app.db, access.project, to);
    return comparePage(screenshots, access.project, before, after, pageId);
  });

  const rollback = {
    schema: {
      operationId: 'rollbackRelease',
      summary: "Publish an earlier release's content again as the next version",
      params: versionParams,
      body: absentBodyAsEmpty(rollbackBody),
      response: {
        201: ReleaseItemSchema.describe('The new release'),
        ...errorResponses(400, 401, 403, 404, 406, 409),
      },
    },
  };
  app.post('/v2/projects/:id/releases/:version/rollback', rollback, async (request, reply) => {
    const { id, version } = request.params;
    const user = currentUser(request);
    const access = await requireReleaseAccess(app.db, user, id, 'create');
    const { description = '' } = request.body;
    const release = await rollbackRelease(
      { db: app.db, store, billing: app.billing },
      user,
      access.project,
      version,
      description,
    );
    return reply.status(201).send(release);
  });
};
