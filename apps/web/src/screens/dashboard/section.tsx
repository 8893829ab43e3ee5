// A titled block of the dashboard (recent projects, templates), with the grip that moves it when the
// dashboard's sections are sortable.
import type { ReactNode } from 'react';
import { SectionDragHandle } from '../../components/dashboard/section-drag-handle.tsx';

export function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex items-center justify-between gap-4">
        <div className="flex items-center gap-1.5">
          <SectionDragHandle />
          <h2 id={id} className="text-base font-medium text-neutral-900">
            {title}
          </h2>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
