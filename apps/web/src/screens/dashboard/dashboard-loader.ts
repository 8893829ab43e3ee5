// The dashboard's data: the user's teams, recent projects, quickstart templates and notifications,
// fetched together. SPEC §8: a loader failure toasts, or — when the session is gone (401 after the
// refresh failed) — redirects to logout. A failed section shows empty rather than taking the page down.
import { redirect } from 'react-router';
import { isApiError, toastError } from '../../api/errors.ts';
import { listNotifications, type Notification } from '../../api/notifications.ts';
import {
  listExamples,
  listUserProjects,
  type ExampleProject,
  type ProjectSummary,
} from '../../api/projects.ts';
import { listTeams, type Team } from '../../api/teams.ts';
import { currentUserIdentity } from '../../api/user.ts';

export const LOGOUT_PATH = '/logout';

export interface DashboardData {
  teams: Team[];
  projects: ProjectSummary[];
  examples: ExampleProject[];
  notifications: Notification[];
}

const valueOr = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

export async function dashboardLoader(): Promise<DashboardData> {
  const user = await currentUserIdentity().catch((error: unknown) => {
    if (isApiError(error) && error.status === 401) throw redirect(LOGOUT_PATH);
    throw error;
  });
  const [teams, projects, examples, notifications] = await Promise.allSettled([
    listTeams(),
    listUserProjects(user.id),
    listExamples(),
    listNotifications(),
  ]);
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
  };
}
