// The dashboard's data: the user's teams, recent projects, quickstart templates, notifications, saved
// arrangement and profile (the header greets by first name once one is set), fetched together. SPEC §8: a loader failure toasts, or — when the session is gone
// (401 after the refresh failed) — redirects to logout. A failed section shows empty rather than taking
// the page down; an arrangement that cannot be read shows the default order without a toast.
import {
  DEFAULT_DASHBOARD_LAYOUT,
  type DashboardLayout,
  type Team,
  type ExampleProject,
  type UserProject,
} from '@vitrine/core';
import { redirect } from 'react-router';
import { getDashboardLayout } from '../../api/dashboard-layout.ts';
import { isApiError, toastError } from '../../api/errors.ts';
import { listNotifications, type Notification } from '../../api/notifications.ts';
import { listExamples, listUserProjects } from '../../api/projects.ts';
import { listTeams } from '../../api/teams.ts';
import { currentUserIdentity, getUser } from '../../api/user.ts';

export const LOGOUT_PATH = '/logout';

export interface DashboardData {
  teams: Team[];
  projects: UserProject[];
  examples: ExampleProject[];
  notifications: Notification[];
  layout: DashboardLayout;
  /** Who is signed in: read fresh from the profile, as the stored token carries only the e-mail. */
  person: { email: string; firstName: string | null };
}

const valueOr = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

export async function dashboardLoader(): Promise<DashboardData> {
  const user = await currentUserIdentity().catch((error: unknown) => {
    if (isApiError(error) && error.status === 401) throw redirect(LOGOUT_PATH);
    throw error;
  });
  const [teams, projects, examples, notifications, layout, profile] = await Promise.allSettled([
    listTeams(),
    listUserProjects(user.id),
    listExamples(),
    listNotifications(),
    getDashboardLayout(),
    getUser(),
  ]);
  if (layout.status === 'rejected' && isApiError(layout.reason) && layout.reason.status === 401)
    throw redirect(LOGOUT_PATH);
  const failures = [teams, projects, examples, notifications]
    .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
    .map((result) => result.reason as unknown);
  if (failures.some((error) => isApiError(error) && error.status === 401)) throw redirect(LOGOUT_PATH);
  if (failures.length > 0) toastError(failures[0]);
  return {
    teams: valueOr(teams, { items: [], total: 0 }).items,
    projects: valueOr(projects, []),
    examples: valueOr(examples, []),
    notifications: valueOr(notifications, { items: [], unread: 0 }).items,
    layout: valueOr(layout, DEFAULT_DASHBOARD_LAYOUT),
    // A profile that cannot be read greets by e-mail, without a toast of its own.
    person: { email: user.email, firstName: valueOr(profile, null)?.firstName?.trim() || null },
  };
}
