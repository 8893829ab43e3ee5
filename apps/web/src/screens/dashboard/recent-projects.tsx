// 'Recent Projects' (SPEC §2): the 4 most recently updated projects, shown in the order the user
// arranged them by drag and drop (the others newest first after them). Each card's menu has one item,
// 'Archive', where the user's role in the project's team allows it.
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { IconArchive } from '@tabler/icons-react';
import { orderByLayout, sentenceCase, type Team, type UserProject } from '@vitrine/core';
import { CardGrid } from '../../components/dashboard/card-grid.tsx';
import { DASHBOARD_TEXTS } from '../../components/dashboard/texts.ts';
import { useProjectActions } from '../../components/dashboard/use-project-actions.ts';
import { actingRole, teamPermissions } from '../../components/teams/team-permissions.ts';
import {
  announcementsFor,
  reorderedIds,
  screenReaderInstructions,
  useDashboardSensors,
} from './dashboard-dnd.ts';
import { selectRecentProjects } from './recent-projects.ts';
import { Section } from './section.tsx';
import { SortableProjectCard } from './sortable-project-card.tsx';

export function RecentProjects({
  projects,
  teams,
  order,
  onReorder,
}: {
  projects: UserProject[];
  teams: Team[];
  /** Project ids in the user's order. */
  order: string[];
  onReorder: (projectIds: string[]) => void;
}) {
  const actions = useProjectActions();
  const sensors = useDashboardSensors();
  const recent = orderByLayout(selectRecentProjects(projects), order);
  const ids = recent.map((project) => project.id);
  const mayArchive = (teamId: string) => {
    const team = teams.find((candidate) => candidate.id === teamId);
    return team ? teamPermissions(actingRole(team)).editProject : false;
  };
  const labelOf = (id: unknown) => sentenceCase(recent.find((project) => project.id === id)?.label ?? '');
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = reorderedIds(ids, active.id, over?.id);
    if (next) onReorder(next);
  };

  return (
    <Section id="recent-projects" title={DASHBOARD_TEXTS.recentProjects}>
      {recent.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-200 bg-white/60 px-6 py-10 text-center text-sm text-neutral-500">
          {DASHBOARD_TEXTS.noProjects}
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: announcementsFor(labelOf), screenReaderInstructions }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <CardGrid label={DASHBOARD_TEXTS.recentProjects}>
              {recent.map((project) => (
                <SortableProjectCard
                  key={project.id}
                  project={project}
                  actions={
                    mayArchive(project.teamId)
                      ? [
                          {
                            label: DASHBOARD_TEXTS.archive,
                            icon: <IconArchive className="size-4 text-neutral-500" />,
                            onSelect: () => void actions.archive(project, '/'),
                          },
                        ]
                      : []
                  }
                />
              ))}
            </CardGrid>
          </SortableContext>
        </DndContext>
      )}
    </Section>
  );
}
