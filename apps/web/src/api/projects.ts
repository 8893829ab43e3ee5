// Team project calls used by the dashboard actions (SPEC §7: /v2/teams/{id}/projects...).
import { z } from 'zod';
import { DASHBOARD_USER_PROJECTS_LIMIT } from '@vitrine/core';
import { api } from './client.ts';

const createdSchema = z.looseObject({ id: z.string() });

const teamProjectsPath = (teamId: string) => `/v2/teams/${encodeURIComponent(teamId)}/projects`;
const teamProjectPath = (teamId: string, projectId: string) =>
  `${teamProjectsPath(teamId)}/${encodeURIComponent(projectId)}`;

/** Creates a project in the team; resolves with its id (the caller opens the builder). */
export async function createProject(teamId: string, label?: string): Promise<{ id: string }> {
  return createdSchema.parse(await api('POST', teamProjectsPath(teamId), label ? { label } : {}));
}

export async function archiveProject(teamId: string, projectId: string): Promise<void> {
  await api('PUT', `${teamProjectPath(teamId, projectId)}/archive`);
}

export async function restoreProject(teamId: string, projectId: string): Promise<void> {
  await api('PUT', `${teamProjectPath(teamId, projectId)}/restore`);
}

// Project lists and renames (SPEC §7: team projects with a query, the archive, the caller's recent
// projects, the quickstart templates).
export const projectSummarySchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  teamId: z.string(),
  thumbnail: z.string().nullish(),
  /** ISO date (UTC) of the last change. */
  updatedAt: z.string(),
  archivedAt: z.string().nullish(),
  teamName: z.string().optional(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

const projectListSchema = z.object({ items: z.array(projectSummarySchema), total: z.number().optional() });

/** Sort keys of the team project lists: `field` or `field:direction`. */
export const PROJECT_SORTS = ['updatedAt', 'label', 'createdAt'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export interface ProjectListQuery {
  search?: string;
  sort?: ProjectSort;
}

function listQuery({ search, sort }: ProjectListQuery): string {
  const query = new URLSearchParams();
  if (search?.trim()) query.set('search', search.trim());
  if (sort) query.set('sort', sort);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export async function listTeamProjects(teamId: string, query: ProjectListQuery = {}) {
  return projectListSchema.parse(await api('GET', `${teamProjectsPath(teamId)}${listQuery(query)}`));
}

export async function listArchivedProjects(teamId: string, query: ProjectListQuery = {}) {
  return projectListSchema.parse(await api('GET', `${teamProjectsPath(teamId)}/archive${listQuery(query)}`));
}

/** SPEC §5: a rename to an empty label is ignored, so it is not sent at all. */
export async function renameProject(teamId: string, projectId: string, label: string) {
  return projectSummarySchema.parse(await api('PATCH', teamProjectPath(teamId, projectId), { label }));
}

/** SPEC §9: the dashboard asks for the user's projects across teams, up to 8. */
export async function listUserProjects(userId: string): Promise<ProjectSummary[]> {
  const path = `/v2/users/${encodeURIComponent(userId)}/projects?all=true&limit=${DASHBOARD_USER_PROJECTS_LIMIT}`;
  return projectListSchema.parse(await api('GET', path)).items;
}

export const exampleProjectSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  thumbnail: z.string().nullish(),
});
export type ExampleProject = z.infer<typeof exampleProjectSchema>;

export async function listExamples(): Promise<ExampleProject[]> {
  return z.object({ items: z.array(exampleProjectSchema) }).parse(await api('GET', '/v2/projects/examples'))
    .items;
}
