// 'Recent Projects' (SPEC §2): up to 4 cards, newest first, each with an Archive menu item where the
// user's role in the project's team allows it.
import { IconArchive } from '@tabler/icons-react';
import type { ProjectSummary } from '../../api/projects.ts';
import type { Team } from '../../api/teams.ts';
import { CardGrid } from '../../components/dashboard/CardGrid.tsx';
import { DASHBOARD_TEXTS } from '../../components/dashboard/dashboard-texts.ts';
import { ProjectCard } from '../../components/dashboard/ProjectCard.tsx';
import { useProjectActions } from '../../components/dashboard/use-project-actions.ts';
import { actingRole, teamPermissions } from '../../components/teams/team-permissions.ts';
import { selectRecentProjects } from './recent-projects.ts';
import { Section } from './Section.tsx';

export function RecentProjects({ projects, teams }: { projects: ProjectSummary[]; teams: Team[] }) {
  const actions = useProjectActions();
  const recent = selectRecentProjects(projects);
  const mayArchive = (teamId: string) => {
    const team = teams.find((candidate) => candidate.id === teamId);
    return team ? teamPermissions(actingRole(team)).editProject : false;
  };

  return (
    <Section id="recent-projects" title={DASHBOARD_TEXTS.recentProjects}>
      {recent.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-200 bg-white/60 px-6 py-10 text-center text-sm text-neutral-500">
          {DASHBOARD_TEXTS.noProjects}
        </p>
      ) : (
        <CardGrid label={DASHBOARD_TEXTS.recentProjects}>
          {recent.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              actions={
                mayArchive(project.teamId)
                  ? [
                      {
                        label: DASHBOARD_TEXTS.archive,
                        icon: <IconArchive className="size-4 text-neutral-400" />,
                        onSelect: () => void actions.archive(project, '/'),
                      },
                    ]
                  : []
              }
            />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
