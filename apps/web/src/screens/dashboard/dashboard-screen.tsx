// '/': the dashboard home (SPEC §2): action bar (create project, notifications), then 'Get started',
// 'Recent Projects' and 'Quickstart Templates' in the order the user arranged them by drag and drop,
// as are the Recent Projects cards; the arrangement is saved per user.
import { orderSections, type DashboardSection } from '@vitrine/core';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { CreateProjectButton } from '../../components/dashboard/create-project-button.tsx';
import { DASHBOARD_TEXTS } from '../../components/dashboard/texts.ts';
import { GetStarted } from '../../components/dashboard/get-started.tsx';
import { NotificationsPopover } from '../../components/dashboard/notifications-popover.tsx';
import { actingRole, teamPermissions } from '../../components/teams/team-permissions.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import type { DashboardData } from './dashboard-loader.ts';
import { QuickstartTemplates } from './quickstart-templates.tsx';
import { RecentProjects } from './recent-projects.tsx';
import { SortableSections } from './sortable-sections.tsx';
import { useDashboardLayout } from './use-dashboard-layout.ts';

export { dashboardLoader as loader } from './dashboard-loader.ts';

export default function DashboardScreen() {
  const data = useLoaderData() as DashboardData;
  const creatable = data.teams.filter((team) => teamPermissions(actingRole(team)).createProject);
  const { layout, change } = useDashboardLayout(data.layout);

  const sections: Record<DashboardSection, () => ReactNode> = {
    'get-started': () => <GetStarted />,
    'recent-projects': () => (
      <RecentProjects
        projects={data.projects}
        teams={data.teams}
        order={layout.projectIds}
        onReorder={(projectIds) => change((current) => ({ ...current, projectIds }))}
      />
    ),
    'quickstart-templates': () => <QuickstartTemplates examples={data.examples} />,
  };

  return (
    <>
      <PageHeader
        title={DASHBOARD_TEXTS.title}
        description={DASHBOARD_TEXTS.greeting(data.person)}
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
      <SortableSections
        order={orderSections(layout.sections)}
        onReorder={(order) => change((current) => ({ ...current, sections: order }))}
        render={(section) => sections[section]()}
      />
    </>
  );
}
