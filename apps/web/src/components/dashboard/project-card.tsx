// A project card (SPEC §2): thumbnail, sentence-cased label, 'Last updated' and the time since
// updatedAt (read as UTC). Clicking opens the project; the three-dot menu holds what the caller may do.
import { relativeTime, sentenceCase, THUMBNAIL_HEIGHT_PX, type ProjectSummary } from '@vitrine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { cn } from '../ui/cn.ts';
import { CardMenu, type CardAction } from './card-menu.tsx';
import { DASHBOARD_TEXTS } from './texts.ts';
import { Thumbnail } from './thumbnail.tsx';

export const projectPath = (projectId: string) => `/builder/${encodeURIComponent(projectId)}`;
export const analyticsPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/analytics`;

export interface ProjectCardProps {
  project: Pick<ProjectSummary, 'id' | 'label' | 'thumbnail' | 'updatedAt'> & { teamName?: string };
  actions?: CardAction[];
  /** False for archived projects, which open nowhere until they are restored. */
  linked?: boolean;
  /** Shown under the label, e.g. a Restore button. */
  footer?: ReactNode;
  /** A drag handle over the thumbnail's corner, where the cards can be reordered. */
  handle?: ReactNode;
  /** Lifted above the others while it is being dragged. */
  dragging?: boolean;
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
}

export function ProjectCard({
  project,
  actions = [],
  linked = true,
  footer,
  handle,
  dragging = false,
  ref,
  style,
}: ProjectCardProps) {
  const label = sentenceCase(project.label);
  const body = (
    <>
      <Thumbnail src={project.thumbnail} alt={label} anchor="top" />
      <div className="min-w-0 px-4 pt-3.5 pb-4">
        <h3 className="truncate pr-8 text-sm font-medium text-neutral-900">{label}</h3>
        <p className="mt-1 truncate text-xs text-neutral-500">
          {DASHBOARD_TEXTS.lastUpdated}{' '}
          <time dateTime={project.updatedAt}>{relativeTime(project.updatedAt)}</time>
          {project.teamName && <span className="text-neutral-500"> · {project.teamName}</span>}
        </p>
      </div>
    </>
  );
  return (
    <li
      ref={ref}
      style={style}
      data-testid="project-card"
      className={cn(
        'group relative overflow-hidden rounded-2xl border border-neutral-200/80 bg-white shadow-sm shadow-neutral-900/[0.03] transition-all hover:-translate-y-0.5 hover:border-neutral-300 hover:shadow-md',
        dragging && 'z-20 border-brand-400 shadow-xl ring-2 ring-brand-400',
      )}
    >
      {linked ? (
        <Link
          to={projectPath(project.id)}
          aria-label={label}
          className="block outline-none focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:ring-inset"
        >
          {body}
        </Link>
      ) : (
        body
      )}
      {footer && <div className="border-t border-neutral-100 px-4 py-3">{footer}</div>}
      {handle && (
        <div className="absolute top-2 left-2 rounded-lg bg-white/90 shadow-sm ring-1 ring-neutral-200/80 backdrop-blur-sm">
          {handle}
        </div>
      )}
      {actions.length > 0 && (
        <div className="absolute right-2" style={{ top: THUMBNAIL_HEIGHT_PX + 10 }}>
          <CardMenu actions={actions} />
        </div>
      )}
    </li>
  );
}
