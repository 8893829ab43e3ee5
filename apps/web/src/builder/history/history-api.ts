// The calls of the version history (docs/collaboration.md "Checkpoints"), read with core's schemas
// (the ones the server declares for these calls).
import {
  CheckpointDocumentSchema,
  CheckpointListSchema,
  CheckpointSchema,
  RestoredCheckpointSchema,
  type Checkpoint,
  type CheckpointDocument,
  type RestoredCheckpoint,
} from '@vitrine/core';
import { api } from '../../api/client.ts';

const base = (projectId: string) => `/v2/projects/${encodeURIComponent(projectId)}/checkpoints`;

export async function listCheckpoints(projectId: string): Promise<Checkpoint[]> {
  return CheckpointListSchema.parse(await api('GET', base(projectId))).items;
}

export async function saveCheckpoint(projectId: string, name: string): Promise<Checkpoint> {
  return CheckpointSchema.parse(await api('POST', base(projectId), { name }));
}

export async function readCheckpoint(projectId: string, checkpointId: string): Promise<CheckpointDocument> {
  return CheckpointDocumentSchema.parse(
    await api('GET', `${base(projectId)}/${encodeURIComponent(checkpointId)}`),
  );
}

/** Checkpoints the current document, then answers the one to restore. */
export async function restoreCheckpoint(
  projectId: string,
  checkpointId: string,
): Promise<RestoredCheckpoint> {
  return RestoredCheckpointSchema.parse(
    await api('POST', `${base(projectId)}/${encodeURIComponent(checkpointId)}/restore`),
  );
}
