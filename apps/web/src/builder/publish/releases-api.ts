// The calls of publishing (SPEC §7): releases of a project and the project settings that gate them,
// read with core's schemas (the ones the server declares for these calls).
import {
  ProjectSummarySchema,
  ReleaseItemSchema,
  ReleaseListSchema,
  type ProjectSummary,
  type ReleaseItem,
  type ReleaseList,
} from '@vitrine/core';
import { api } from '../../api/client.ts';

const releasesPath = (projectId: string) => `/v2/projects/${encodeURIComponent(projectId)}/releases`;

export async function listReleases(projectId: string): Promise<ReleaseList> {
  return ReleaseListSchema.parse(await api('GET', releasesPath(projectId)));
}

export async function publishRelease(projectId: string, description: string): Promise<ReleaseItem> {
  return ReleaseItemSchema.parse(await api('POST', releasesPath(projectId), { description }));
}

export async function unpublishLatest(projectId: string): Promise<ReleaseItem> {
  return ReleaseItemSchema.parse(await api('PUT', releasesPath(projectId)));
}

/** The project's settings that publishing depends on. */
export type ProjectSettings = Pick<ProjectSummary, 'allowedDomains' | 'isPublic'>;

const projectPath = (teamId: string, projectId: string) =>
  `/v2/teams/${encodeURIComponent(teamId)}/projects/${encodeURIComponent(projectId)}`;

export async function readProjectSettings(teamId: string, projectId: string): Promise<ProjectSettings> {
  return ProjectSummarySchema.parse(await api('GET', projectPath(teamId, projectId)));
}

export async function saveProjectSettings(
  teamId: string,
  projectId: string,
  settings: ProjectSettings,
): Promise<ProjectSettings> {
  return ProjectSummarySchema.parse(
    await api('PATCH', projectPath(teamId, projectId), {
      allowedDomains: settings.allowedDomains,
      isPublic: settings.isPublic,
    }),
  );
}
