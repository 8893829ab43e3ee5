// The shared frame of the /teams/:teamId screens: title and a tab row between the team's views.
import type { ReactNode } from 'react';
import { NavLink, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { cn } from '../../components/ui/cn.ts';

const VIEWS = [
  { path: 'projects', label: 'Projects' },
  { path: 'projects/archive', label: 'Archive' },
  { path: 'members', label: 'Members' },
  { path: 'settings', label: 'Settings' },
] as const;

export function TeamFrame({ title, children }: { title: string; children: ReactNode }) {
  const { teamId = '' } = useParams();
  return (
    <>
      <PageHeader title={title} />
      <nav aria-label="Team" className="mb-6 flex gap-6 border-b border-neutral-200">
        {VIEWS.map((view) => (
          <NavLink
            key={view.path}
            to={`/teams/${teamId}/${view.path}`}
            end
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 pb-3 text-sm font-medium transition-colors',
                isActive
                  ? 'border-brand-500 text-neutral-900'
                  : 'border-transparent text-neutral-500 hover:text-neutral-800',
              )
            }
          >
            {view.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </>
  );
}
