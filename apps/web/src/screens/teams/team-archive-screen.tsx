// '/teams/:teamId/projects/archive': the team's archived projects. They open nowhere until restored;
// editors and above restore them, members only see the list.
import { IconArchive, IconRestore } from '@tabler/icons-react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listArchivedProjects } from '../../api/projects.ts';
import { CardGrid } from '../../components/dashboard/card-grid.tsx';
import { DASHBOARD_TEXTS } from '../../components/dashboard/texts.ts';
import { ProjectCard } from '../../components/dashboard/project-card.tsx';
import { useProjectActions } from '../../components/dashboard/use-project-actions.ts';
import { Button } from '../../components/ui/button.tsx';
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
    listArchivedProjects(teamIdFrom(params), query),
  ]);
  return { context, projects: projects.items, search: query.search };
}

export default function TeamArchiveScreen() {
  const { context, projects, search } = useLoaderData<typeof loader>();
  const actions = useProjectActions();
  return (
    <TeamFrame context={context} title={TEAM_TEXTS.archiveTitle}>
      <p className="mb-4 text-sm text-neutral-500">{TEAM_TEXTS.archiveDescription}</p>
      <ProjectsToolbar />
      {projects.length === 0 ? (
        <Card>
          <EmptyState
            icon={<IconArchive className="size-5" />}
            title={search ? TEAM_TEXTS.noSearchResults(search) : TEAM_TEXTS.noArchivedProjects}
          />
        </Card>
      ) : (
        <CardGrid label={TEAM_TEXTS.archiveTitle}>
          {projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              linked={false}
              footer={
                context.permissions.editProject && (
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<IconRestore className="size-3.5" />}
                    disabled={actions.busy}
                    onClick={() => void actions.restore(project)}
                  >
                    {DASHBOARD_TEXTS.restore}
                  </Button>
                )
              }
            />
          ))}
        </CardGrid>
      )}
    </TeamFrame>
  );
}
