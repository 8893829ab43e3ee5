// What the API answers about a project row: the fields lists, cards and permissions need.
import type { projects } from '../db/schema.ts';

export type ProjectRow = typeof projects.$inferSelect;

export interface ProjectSummary {
  id: string;
  label: string;
  teamId: string;
  thumbnail: string | null;
  isPublic: boolean;
  isExample: boolean;
  allowedDomains: string[];
  /** ISO date, or null while the project is not archived. */
  archivedAt: string | null;
  createdAt: string;
  /** ISO date (UTC) of the last change. */
  updatedAt: string;
}

export function projectSummary(row: ProjectRow): ProjectSummary {
  return {
    id: row.id,
    label: row.label,
    teamId: row.teamId,
    thumbnail: row.thumbnail,
    isPublic: row.isPublic,
    isExample: row.isExample,
    allowedDomains: row.allowedDomains,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A quickstart template or community project card. */
export interface ProjectCard {
  id: string;
  label: string;
  thumbnail: string | null;
  updatedAt: string;
}

export const projectCard = (
  row: Pick<ProjectRow, 'id' | 'label' | 'thumbnail' | 'updatedAt'>,
): ProjectCard => ({
  id: row.id,
  label: row.label,
  thumbnail: row.thumbnail,
  updatedAt: row.updatedAt.toISOString(),
});
