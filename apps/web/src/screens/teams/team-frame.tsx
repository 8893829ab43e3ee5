// The shared frame of the /teams/:teamId screens: the team's name and the caller's role, a tab row
// between the team's views (Settings only for roles that may change the team), and the screen.
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { cn } from '../../components/ui/cn.ts';
import type { TeamContext } from './team-loader.ts';
import { roleLabel, TEAM_TEXTS } from './texts.ts';

const VIEWS = [
  { path: '', label: TEAM_TEXTS.views.overview },
  { path: '/projects', label: TEAM_TEXTS.views.projects },
  { path: '/projects/archive', label: TEAM_TEXTS.views.archive },
  { path: '/members', label: TEAM_TEXTS.views.members },
  { path: '/settings', label: TEAM_TEXTS.views.settings, settings: true },
] as const;

export const teamPath = (teamId: string, view = '') => `/teams/${encodeURIComponent(teamId)}${view}`;

export function TeamFrame({
  context,
  title,
  actions,
  children,
}: {
  context: TeamContext;
  /** The view's heading; the team's name is the page title. */
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { team, permissions } = context;
  const mayChangeTeam = permissions.renameTeam || permissions.deleteTeam;
  return (
    <>
      <Link
        to="/teams"
        className="mb-3 inline-flex items-center gap-1 text-xs font-medium text-neutral-500 hover:text-neutral-800"
      >
        <IconChevronLeft className="size-3.5" />
        {TEAM_TEXTS.teamsTitle}
      </Link>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-base font-medium text-brand-700 uppercase"
            >
              {team.name.slice(0, 1)}
            </span>
            <span className="truncate">{team.name}</span>
          </span>
        }
        description={`${TEAM_TEXTS.yourRole}: ${roleLabel(team.role)}`}
        actions={actions}
      />
      <nav aria-label="Team" className="mb-6 flex gap-6 overflow-x-auto border-b border-neutral-200">
        {VIEWS.filter((view) => !('settings' in view) || mayChangeTeam).map((view) => (
          <NavLink
            key={view.path}
            to={teamPath(team.id, view.path)}
            end={view.path === '' || view.path === '/projects'}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 pb-3 text-sm font-medium whitespace-nowrap transition-colors',
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
      {title && <h2 className="sr-only">{title}</h2>}
      {children}
    </>
  );
}
