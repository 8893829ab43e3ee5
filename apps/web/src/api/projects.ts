// Project calls (SPEC §7): a team's projects (create, list, archive, restore, rename), one project
// and where to join its collaboration, the caller's recent projects and the quickstart templates. Answers are read with core's schemas,
// the ones the server declares for these calls.
import {
  CollabJoinSchema,
  DASHBOARD_USER_PROJECTS_LIMIT,
  ExampleProjectListSchema,
  ProjectDetailSchema,
  ProjectListSchema,
  ProjectSummarySchema,
  UserProjectListSchema,
  type CollabJoin,
  type ExampleProject,
  type ProjectDetail,
  type ProjectList,
  type ProjectSummary,
  type UserProject,
} from '@vitrine/core';
import { api } from './client.ts';

const teamProjectsPath = (teamId: string) => `/v2/teams/${encodeURIComponent(teamId)}/projects`;
const teamProjectPath = (teamId: string, projectId: string) =>
  `${teamProjectsPath(teamId)}/${encodeURIComponent(projectId)}`;

/** Creates a project in the team; resolves with it (the caller opens the builder). */
export async function createProject(teamId: string, label?: string): Promise<ProjectSummary> {
  return ProjectSummarySchema.parse(await api('POST', teamProjectsPath(teamId), label ? { label } : {}));
}

export async function archiveProject(teamId: string, projectId: string): Promise<ProjectSummary> {
  return ProjectSummarySchema.parse(await api('PUT', `${teamProjectPath(teamId, projectId)}/archive`));
}

export async function restoreProject(teamId: string, projectId: string): Promise<ProjectSummary> {
  return ProjectSummarySchema.parse(await api('PUT', `${teamProjectPath(teamId, projectId)}/restore`));
}

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

export async function listTeamProjects(teamId: string, query: ProjectListQuery = {}): Promise<ProjectList> {
  return ProjectListSchema.parse(await api('GET', `${teamProjectsPath(teamId)}${listQuery(query)}`));
}

export async function listArchivedProjects(
  teamId: string,
  query: ProjectListQuery = {},
): Promise<ProjectList> {
  return ProjectListSchema.parse(await api('GET', `${teamProjectsPath(teamId)}/archive${listQuery(query)}`));
}

/** SPEC §5: a rename to an empty label is ignored, so it is not sent at all. */
export async function renameProject(
  teamId: string,
  projectId: string,
  label: string,
): Promise<ProjectSummary> {
  return ProjectSummarySchema.parse(await api('PATCH', teamProjectPath(teamId, projectId), { label }));
}

/** One project and how the caller may open it; `document: false` leaves its document out. */
export async function getProject(
  projectId: string,
  { document = true }: { document?: boolean } = {},
): Promise<ProjectDetail> {
  const path = `/v2/projects/${encodeURIComponent(projectId)}${document ? '' : '?document=false'}`;
  return ProjectDetailSchema.parse(await api('GET', path));
}

/** Where to open the project's collaboration socket. */
export async function joinProject(projectId: string): Promise<CollabJoin> {
  return CollabJoinSchema.parse(
    await api('GET', `/v2/projects/${encodeURIComponent(projectId)}/collab/join`),
  );
}

/** SPEC §9: the dashboard asks for the user's projects across teams, up to 8. */
export async function listUserProjects(userId: string): Promise<UserProject[]> {
  const path = `/v2/users/${encodeURIComponent(userId)}/projects?all=true&limit=${DASHBOARD_USER_PROJECTS_LIMIT}`;
  return UserProjectListSchema.parse(await api('GET', path)).items;
}

export async function listExamples(): Promise<ExampleProject[]> {
  return ExampleProjectListSchema.parse(await api('GET', '/v2/projects/examples')).items;
}
