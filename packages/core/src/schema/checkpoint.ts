// A checkpoint of a project document (version history): who contributed, when, and how big the
// document was; read with its document for a preview or a restore.
import { z } from 'zod';
import { DateTimeSchema } from './date-time.ts';
import { ReadProjectDocumentSchema } from './project.ts';

const CHECKPOINT_KINDS = ['named', 'auto', 'restore'] as const;
export const CheckpointKindSchema = z.enum(CHECKPOINT_KINDS);
export type CheckpointKind = z.infer<typeof CheckpointKindSchema>;

const CheckpointAuthorSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  })
  .meta({ id: 'CheckpointAuthor' });
export type CheckpointAuthor = z.infer<typeof CheckpointAuthorSchema>;

export const CheckpointSchema = z
  .object({
    id: z.string(),
    kind: CheckpointKindSchema,
    name: z.string().nullable(),
    authors: z.array(CheckpointAuthorSchema),
    createdAt: DateTimeSchema,
    documentBytes: z.number().int().min(0).describe('Size of the document state it stands for, in bytes'),
  })
  .meta({ id: 'Checkpoint' });
export type Checkpoint = z.infer<typeof CheckpointSchema>;

export const CheckpointListSchema = z
  .object({ items: z.array(CheckpointSchema).describe('Newest first') })
  .meta({ id: 'CheckpointList' });

/** A checkpoint with its document (cleaned and repaired), for a preview. */
export const CheckpointDocumentSchema = z
  .object({ checkpoint: CheckpointSchema, document: ReadProjectDocumentSchema })
  .meta({ id: 'CheckpointDocument' });
export type CheckpointDocument = z.infer<typeof CheckpointDocumentSchema>;

/** A restore's answer: the checkpoint to apply with its document, and the one taken just before. */
export const RestoredCheckpointSchema = CheckpointDocumentSchema.extend({
  before: CheckpointSchema.describe('The checkpoint of the document as it was before the restore'),
}).meta({ id: 'RestoredCheckpoint' });
export type RestoredCheckpoint = z.infer<typeof RestoredCheckpointSchema>;
