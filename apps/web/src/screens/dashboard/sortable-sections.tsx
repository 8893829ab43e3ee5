// The dashboard's sections in the user's order (SPEC §2 drag and drop): each one is moved by the grip
// beside its title, with the pointer or the keyboard.
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { DashboardSection } from '@vitrine/core';
import type { ReactNode } from 'react';
import { DASHBOARD_TEXTS } from '../../components/dashboard/texts.ts';
import { SectionHandleContext } from '../../components/dashboard/section-drag-handle.tsx';
import { cn } from '../../components/ui/cn.ts';
import {
  announcementsFor,
  reorderedIds,
  screenReaderInstructions,
  translateOf,
  useDashboardSensors,
  verticalKeyboardCoordinates,
} from './dashboard-dnd.ts';

export const SECTION_TITLES: Record<DashboardSection, string> = {
  'get-started': DASHBOARD_TEXTS.getStarted,
  'recent-projects': DASHBOARD_TEXTS.recentProjects,
  'quickstart-templates': DASHBOARD_TEXTS.quickstartTemplates,
};

const announcements = announcementsFor((id) => SECTION_TITLES[id as DashboardSection] ?? String(id));

export function SortableSections({
  order,
  onReorder,
  render,
}: {
  order: DashboardSection[];
  onReorder: (next: DashboardSection[]) => void;
  render: (section: DashboardSection) => ReactNode;
}) {
  const sensors = useDashboardSensors(verticalKeyboardCoordinates);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = reorderedIds(order, active.id, over?.id);
    if (next) onReorder(next);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <div className="flex flex-col gap-10">
          {order.map((section) => (
            <SortableSection key={section} id={section}>
              {render(section)}
            </SortableSection>
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

function SortableSection({ id, children }: { id: DashboardSection; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <div
      ref={setNodeRef}
      data-testid="dashboard-section"
      data-section={id}
      style={{ transform: translateOf(transform), transition }}
      className={cn('relative', isDragging && 'z-20 rounded-2xl bg-white/80 shadow-xl ring-2 ring-brand-400')}
    >
      <SectionHandleContext
        value={{
          label: DASHBOARD_TEXTS.moveSection(SECTION_TITLES[id]),
          attributes,
          listeners,
          setActivatorNodeRef,
        }}
      >
        {children}
      </SectionHandleContext>
    </div>
  );
}
