// '/teams/:teamId/projects': the team's projects with search and sort. Editors and above rename and
// archive from a card's menu and create projects; members see the list read-only. Every member opens
// a project's Analytics from its menu.
import { IconArchive, IconChartBar, IconFolder, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { ProjectSummary } from '@vitrine/core';
import { listTeamProjects } from '../../api/projects.ts';
import { CardGrid } from '../../components/dashboard/card-grid.tsx';
import { CreateProjectButton } from '../../components/dashboard/create-project-button.tsx';
import { DASHBOARD_TEXTS } from '../../components/dashboard/texts.ts';
import { analyticsPath, ProjectCard } from '../../components/dashboard/project-card.tsx';
import { RenameProjectDialog } from '../../components/dashboard/rename-project-dialog.tsx';
import { useProjectActions } from '../../components/dashboard/use-project-actions.ts';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { readProjectListQuery } from './project-list-query.ts';
import { ProjectsToolbar } from './projects-toolbar.tsx';
import { TeamFrame } from './team-frame.tsx';
import { loadTeam, teamIdFrom } from './team-loader.ts';
import { TEAM_TEXTS } from './texts.ts';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const query = readProjectListQuery(new URL(request.url).searchParams);
  const [context, projects] = await Promise.all([
    loadTeam(params),
    listTeamProjects(teamIdFrom(params), query),
  ]);
  return { context, projects: projects.items, search: query.search };
}

export default function TeamProjectsScreen() {
  const { context, projects, search } = useLoaderData<typeof loader>();
  const { team, permissions } = context;
  const actions = useProjectActions();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<ProjectSummary | null>(null);

  const cardActions = (project: ProjectSummary) => [
    {
      label: DASHBOARD_TEXTS.analytics,
      icon: <IconChartBar className="size-4 text-neutral-500" />,
      onSelect: () => void navigate(analyticsPath(project.id)),
    },
    ...(permissions.editProject
      ? [
          {
            label: DASHBOARD_TEXTS.rename,
            icon: <IconPencil className="size-4 text-neutral-500" />,
            onSelect: () => setRenaming(project),
          },
          {
            label: DASHBOARD_TEXTS.archive,
            icon: <IconArchive className="size-4 text-neutral-500" />,
            onSelect: () => void actions.archive(project),
          },
        ]
      : []),
  ];

  return (
    <TeamFrame
      context={context}
      title={TEAM_TEXTS.projectsTitle}
      actions={permissions.createProject && <CreateProjectButton teams={[team]} teamId={team.id} />}
    >
      <ProjectsToolbar />
      {projects.length === 0 ? (
        <Card>
          <EmptyState
            icon={<IconFolder className="size-5" />}
            title={search ? TEAM_TEXTS.noSearchResults(search) : TEAM_TEXTS.noTeamProjects}
          />
        </Card>
      ) : (
        <CardGrid label={TEAM_TEXTS.projectsTitle}>
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} actions={cardActions(project)} />
          ))}
        </CardGrid>
      )}
      <RenameProjectDialog project={renaming} onClose={() => setRenaming(null)} />
    </TeamFrame>
  );
}
