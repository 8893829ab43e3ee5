// The signed-in user's dashboard arrangement (SPEC §2 drag and drop), one row per user. A user who
// never moved anything has no row and reads the default layout.
import { DEFAULT_DASHBOARD_LAYOUT, DashboardLayoutSchema, type DashboardLayout } from '@vitrine/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { dashboardLayouts } from '../db/schema.ts';

/** The saved layout; a row written by an older release that no longer parses reads as the default. */
export async function readDashboardLayout(db: Database, userId: string): Promise<DashboardLayout> {
  const [row] = await db
    .select({ sections: dashboardLayouts.sections, projectIds: dashboardLayouts.projectIds })
    .from(dashboardLayouts)
    .where(eq(dashboardLayouts.userId, userId));
  if (!row) return DEFAULT_DASHBOARD_LAYOUT;
  const parsed = DashboardLayoutSchema.safeParse(row);
  return parsed.success ? parsed.data : DEFAULT_DASHBOARD_LAYOUT;
}

/** Replaces the user's layout with the one given and answers it. */
export async function saveDashboardLayout(
  db: Database,
  userId: string,
  layout: DashboardLayout,
): Promise<DashboardLayout> {
  const values = { sections: layout.sections, projectIds: layout.projectIds, updatedAt: new Date() };
  await db
    .insert(dashboardLayouts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: dashboardLayouts.userId, set: values });
  return { sections: layout.sections, projectIds: layout.projectIds };
}
