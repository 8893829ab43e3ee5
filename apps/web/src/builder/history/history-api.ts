// The calls of the version history (docs/collaboration.md "Checkpoints").
import { ProjectDocumentSchema, type ProjectDocument } from '@vitrine/core';
import { z } from 'zod';
import { api } from '../../api/client.ts';

const authorSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

export const checkpointSchema = z.object({
  id: z.string(),
  kind: z.enum(['named', 'auto', 'restore']),
  name: z.string().nullable(),
  authors: z.array(authorSchema),
  createdAt: z.string(),
  documentBytes: z.number(),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;
export type CheckpointAuthor = z.infer<typeof authorSchema>;

const withDocument = z.object({ checkpoint: checkpointSchema, document: ProjectDocumentSchema });
export type CheckpointWithDocument = { checkpoint: Checkpoint; document: ProjectDocument };

const base = (projectId: string) => `/v2/projects/${encodeURIComponent(projectId)}/checkpoints`;

export async function listCheckpoints(projectId: string): Promise<Checkpoint[]> {
  return z.object({ items: z.array(checkpointSchema) }).parse(await api('GET', base(projectId))).items;
}

export async function saveCheckpoint(projectId: string, name: string): Promise<Checkpoint> {
  return checkpointSchema.parse(await api('POST', base(projectId), { name }));
}

export async function readCheckpoint(
  projectId: string,
  checkpointId: string,
): Promise<CheckpointWithDocument> {
  return withDocument.parse(await api('GET', `${base(projectId)}/${encodeURIComponent(checkpointId)}`));
}

/** Checkpoints the current document, then answers the one to restore. */
export async function restoreCheckpoint(
  projectId: string,
  checkpointId: string,
): Promise<CheckpointWithDocument & { before: Checkpoint }> {
  return withDocument
    .extend({ before: checkpointSchema })
    .parse(await api('POST', `${base(projectId)}/${encodeURIComponent(checkpointId)}/restore`));
}
