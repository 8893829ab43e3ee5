// Team project calls used by the dashboard actions (SPEC §7: /v2/teams/{id}/projects...).
import { z } from 'zod';
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
