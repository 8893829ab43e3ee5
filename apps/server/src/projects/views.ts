// What the API answers about a project row (core's ProjectSummary and ExampleProject): the fields
// lists, cards and permissions need.
import type { ExampleProject, ProjectSummary } from '@vitrine/core';
import type { projects } from '../db/schema.ts';

export type ProjectRow = typeof projects.$inferSelect;

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
export const projectCard = (
  row: Pick<ProjectRow, 'id' | 'label' | 'thumbnail' | 'updatedAt'>,
): ExampleProject => ({
  id: row.id,
  label: row.label,
  thumbnail: row.thumbnail,
  updatedAt: row.updatedAt.toISOString(),
});
