// The signed-in user's dashboard arrangement (SPEC §2 "The dashboard layout supports drag and drop"):
// the order of its sections and of the Recent Projects cards, kept per user.
import { DashboardLayoutSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/guard.ts';
import { requireSignIn } from '../http/route-table.ts';
import { readDashboardLayout, saveDashboardLayout } from '../user/dashboard-layout.ts';

export const DASHBOARD_LAYOUT_PATH = '/v2/user/dashboard-layout';
/** Room for the largest valid layout (50 ids of 100 characters) and little else. */
const BODY_LIMIT_BYTES = 16 * 1024;

export const dashboardLayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  app.get(DASHBOARD_LAYOUT_PATH, async (request) => readDashboardLayout(app.db, currentUser(request).id));

  app.put(
    DASHBOARD_LAYOUT_PATH,
    { bodyLimit: BODY_LIMIT_BYTES, schema: { body: DashboardLayoutSchema } },
    async (request) => saveDashboardLayout(app.db, currentUser(request).id, request.body),
  );
};
