// A titled block of the dashboard (recent projects, templates).
import type { ReactNode } from 'react';

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
    <section aria-labelledby={id} className="mt-10">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={id} className="text-base font-medium text-neutral-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
