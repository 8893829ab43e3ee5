// '/teams/:teamId': the team's overview — counts that lead to its projects, archive and members, and
// its most recently changed projects.
import { IconArchive, IconArrowRight, IconFolder, IconUsers, type Icon } from '@tabler/icons-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listArchivedProjects, listTeamProjects } from '../../api/projects.ts';
import { listMembers } from '../../api/teams.ts';
import { CardGrid } from '../../components/dashboard/card-grid.tsx';
import { CreateProjectButton } from '../../components/dashboard/create-project-button.tsx';
import { ProjectCard } from '../../components/dashboard/project-card.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { selectRecentProjects } from '../dashboard/recent-projects.ts';
import { TeamFrame, teamPath } from './team-frame.tsx';
import { loadTeam, teamIdFrom } from './team-loader.ts';
import { TEAM_TEXTS } from './texts.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const teamId = teamIdFrom(params);
  const [context, projects, archived, members] = await Promise.all([
    loadTeam(params),
    listTeamProjects(teamId),
    listArchivedProjects(teamId),
    listMembers(teamId),
  ]);
  return {
    context,
    recent: selectRecentProjects(projects.items),
    projectCount: projects.total ?? projects.items.length,
    archivedCount: archived.total ?? archived.items.length,
    memberCount: members.length,
  };
}

function Stat({ to, icon: StatIcon, label }: { to: string; icon: Icon; label: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-3 rounded-2xl border border-neutral-200/80 bg-white p-5 shadow-sm shadow-neutral-900/[0.03] transition-colors outline-none hover:border-neutral-300 focus-visible:ring-2 focus-visible:ring-brand-400"
    >
      <span className="flex size-10 items-center justify-center rounded-xl bg-neutral-100 text-neutral-500 group-hover:bg-brand-50 group-hover:text-brand-700">
        <StatIcon className="size-5" stroke={1.75} />
      </span>
      <span className="flex-1 text-sm font-medium text-neutral-800">{label}</span>
      <IconArrowRight className="size-4 text-neutral-300 group-hover:text-neutral-500" />
    </Link>
  );
}

export default function TeamScreen() {
  const { context, recent, projectCount, archivedCount, memberCount } = useLoaderData<typeof loader>();
  const { team, permissions } = context;
  return (
    <TeamFrame
      context={context}
      title={TEAM_TEXTS.views.overview}
      actions={permissions.createProject && <CreateProjectButton teams={[team]} teamId={team.id} />}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          to={teamPath(team.id, '/projects')}
          icon={IconFolder}
          label={TEAM_TEXTS.projectCount(projectCount)}
        />
        <Stat
          to={teamPath(team.id, '/projects/archive')}
          icon={IconArchive}
          label={TEAM_TEXTS.archivedCount(archivedCount)}
        />
        <Stat
          to={teamPath(team.id, '/members')}
          icon={IconUsers}
          label={TEAM_TEXTS.memberCount(memberCount)}
        />
      </div>
      {!permissions.createProject && <p className="mt-4 text-sm text-neutral-500">{TEAM_TEXTS.readOnly}</p>}
      <div className="mt-10 mb-4 flex items-center justify-between">
        <h2 className="text-base font-medium text-neutral-900">{TEAM_TEXTS.projectsTitle}</h2>
        {projectCount > recent.length && (
          <Link
            to={teamPath(team.id, '/projects')}
            className="text-sm font-medium text-brand-700 hover:text-brand-800"
          >
            {TEAM_TEXTS.viewAll}
          </Link>
        )}
      </div>
      {recent.length === 0 ? (
        <Card>
          <EmptyState icon={<IconFolder className="size-5" />} title={TEAM_TEXTS.noTeamProjects} />
        </Card>
      ) : (
        <CardGrid label={TEAM_TEXTS.projectsTitle}>
          {recent.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </CardGrid>
      )}
    </TeamFrame>
  );
}
