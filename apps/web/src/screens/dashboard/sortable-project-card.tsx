// A Recent Projects card that can be moved by its grip (SPEC §2 drag and drop). The card itself still
// opens the project on click and keeps its three-dot menu.
import { useSortable } from '@dnd-kit/sortable';
import { sentenceCase } from '@vitrine/core';
import { DASHBOARD_TEXTS } from '../../components/dashboard/texts.ts';
import { DragHandle } from '../../components/dashboard/drag-handle.tsx';
import { ProjectCard, type ProjectCardProps } from '../../components/dashboard/project-card.tsx';
import { translateOf } from './dashboard-dnd.ts';

export function SortableProjectCard({ project, actions }: Pick<ProjectCardProps, 'project' | 'actions'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: project.id });
  return (
    <ProjectCard
      ref={setNodeRef}
      style={{
        transform: translateOf(transform),
        transition: isDragging ? 'none' : (transition ?? undefined),
      }}
      dragging={isDragging}
      project={project}
      actions={actions}
      handle={
        <DragHandle
          label={DASHBOARD_TEXTS.moveProject(sentenceCase(project.label))}
          attributes={attributes}
          listeners={listeners}
          setActivatorNodeRef={setActivatorNodeRef}
        />
      }
    />
  );
}
