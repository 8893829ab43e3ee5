// The signed-in user's dashboard arrangement (SPEC §2 "The dashboard layout supports drag and drop"):
// the order of its sections and of the Recent Projects cards, kept per user.
import { DashboardLayoutSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/guard.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { readDashboardLayout, saveDashboardLayout } from '../user/dashboard-layout.ts';

export const DASHBOARD_LAYOUT_PATH = '/v2/user/dashboard-layout';
/** Room for the largest valid layout (50 ids of 100 characters) and little else. */
const BODY_LIMIT_BYTES = 16 * 1024;

export const dashboardLayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  const read = {
    schema: {
      operationId: 'getDashboardLayout',
      summary: "The signed-in user's order of dashboard sections and project cards",
      response: { 200: DashboardLayoutSchema, ...errorResponses(401) },
    },
  };
  app.get(DASHBOARD_LAYOUT_PATH, read, async (request) =>
    readDashboardLayout(app.db, currentUser(request).id),
  );

  app.put(
    DASHBOARD_LAYOUT_PATH,
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        operationId: 'saveDashboardLayout',
        summary: "Replace the signed-in user's dashboard layout",
        body: DashboardLayoutSchema,
        response: { 200: DashboardLayoutSchema, ...errorResponses(400, 401, 413) },
      },
    },
    async (request) => saveDashboardLayout(app.db, currentUser(request).id, request.body),
  );
};
