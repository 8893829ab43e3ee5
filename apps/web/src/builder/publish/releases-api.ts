// The calls of publishing (SPEC §7): releases of a project and the project settings that gate them.
import { z } from 'zod';
import { api } from '../../api/client.ts';

export const releaseSchema = z.looseObject({
  version: z.string(),
  description: z.string().default(''),
  releasedAt: z.string(),
  published: z.boolean().default(true),
});
export type ReleaseItem = z.infer<typeof releaseSchema>;

const releaseListSchema = z.object({
  items: z.array(releaseSchema),
  nextVersion: z.string().optional(),
});
export type ReleaseList = z.infer<typeof releaseListSchema>;

const releasesPath = (projectId: string) => `/v2/projects/${encodeURIComponent(projectId)}/releases`;

export async function listReleases(projectId: string): Promise<ReleaseList> {
  return releaseListSchema.parse(await api('GET', releasesPath(projectId)));
}

export async function publishRelease(projectId: string, description: string): Promise<ReleaseItem> {
  return releaseSchema.parse(await api('POST', releasesPath(projectId), { description }));
}

export async function unpublishLatest(projectId: string): Promise<ReleaseItem> {
  return releaseSchema.parse(await api('PUT', releasesPath(projectId)));
}

export const projectSettingsSchema = z.looseObject({
  allowedDomains: z.array(z.string()).default([]),
  isPublic: z.boolean().default(false),
});
export type ProjectSettings = z.infer<typeof projectSettingsSchema>;

const projectPath = (teamId: string, projectId: string) =>
  `/v2/teams/${encodeURIComponent(teamId)}/projects/${encodeURIComponent(projectId)}`;

export async function readProjectSettings(teamId: string, projectId: string): Promise<ProjectSettings> {
  return projectSettingsSchema.parse(await api('GET', projectPath(teamId, projectId)));
}

export async function saveProjectSettings(
  teamId: string,
  projectId: string,
  settings: ProjectSettings,
): Promise<ProjectSettings> {
  return projectSettingsSchema.parse(
    await api('PATCH', projectPath(teamId, projectId), {
      allowedDomains: settings.allowedDomains,
      isPublic: settings.isPublic,
    }),
  );
}
