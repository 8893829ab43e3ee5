// '/': the dashboard home (SPEC §2): action bar (create project, notifications), 'Get started',
// 'Recent Projects' and 'Quickstart Templates'.
import { useLoaderData } from 'react-router';
import { readStoredUser } from '../../api/storage.ts';
import { CreateProjectButton } from '../../components/dashboard/CreateProjectButton.tsx';
import { DASHBOARD_TEXTS } from '../../components/dashboard/dashboard-texts.ts';
import { GetStarted } from '../../components/dashboard/GetStarted.tsx';
import { NotificationsPopover } from '../../components/dashboard/NotificationsPopover.tsx';
import { actingRole, teamPermissions } from '../../components/teams/team-permissions.ts';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import type { DashboardData } from './dashboard-loader.ts';
import { QuickstartTemplates } from './QuickstartTemplates.tsx';
import { RecentProjects } from './RecentProjects.tsx';

export { dashboardLoader as loader } from './dashboard-loader.ts';

export default function DashboardScreen() {
  const data = useLoaderData() as DashboardData;
  const user = readStoredUser();
  const creatable = data.teams.filter((team) => teamPermissions(actingRole(team)).createProject);

  return (
    <>
      <PageHeader
        title={DASHBOARD_TEXTS.title}
        description={user ? `Signed in as ${user.email}` : undefined}
        actions={
          <>
            <CreateProjectButton teams={creatable} />
            <NotificationsPopover
              // Fresh loader data (after an action) replaces what the popover marked read locally.
              key={data.notifications.map((item) => `${item.id}:${item.readAt ?? ''}`).join()}
              initial={data.notifications}
            />
          </>
        }
      />
      <GetStarted />
      <RecentProjects projects={data.projects} teams={data.teams} />
      <QuickstartTemplates examples={data.examples} />
    </>
  );
}
