// The user's arrangement of the dashboard (SPEC §2 drag and drop), kept on the server per user.
import { DashboardLayoutSchema, type DashboardLayout } from '@vitrine/core';
import { api } from './client.ts';

export const DASHBOARD_LAYOUT_PATH = '/v2/user/dashboard-layout';

export async function getDashboardLayout(): Promise<DashboardLayout> {
  return DashboardLayoutSchema.parse(await api('GET', DASHBOARD_LAYOUT_PATH));
}

export async function saveDashboardLayout(layout: DashboardLayout): Promise<DashboardLayout> {
  return DashboardLayoutSchema.parse(await api('PUT', DASHBOARD_LAYOUT_PATH, layout));
}
