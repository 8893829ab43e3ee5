// Fork calls (SPEC §7): start a fork job into a team, read the job.
import { ForkJobSchema, type ForkJob } from '@vitrine/core';
import { api } from '../../api/client.ts';

const projectPath = (projectId: string) => `/v2/projects/${encodeURIComponent(projectId)}`;

export async function startFork(projectId: string, targetTeamId: string): Promise<ForkJob> {
  return ForkJobSchema.parse(await api('POST', `${projectPath(projectId)}/fork`, { targetTeamId }));
}

export async function readForkJob(projectId: string, jobId: string): Promise<ForkJob> {
  return ForkJobSchema.parse(
    await api('GET', `${projectPath(projectId)}/forks/${encodeURIComponent(jobId)}`),
  );
}
