// An entry of the project library: a folder (with child folder ids) or a file (model, image,
// environment, material...). Material assets carry MaterialData in `data`.
import { z } from 'zod';
import { DEFAULT_FOLDER_NAME, MATERIAL_MIME_TYPE } from '../constants.ts';

export const ASSET_TYPES = { folder: 'FOLDER', file: 'FILE' } as const;

export const AssetSchema = z.object({
  id: z.string().min(1),
  name: z.string().default(DEFAULT_FOLDER_NAME),
  /** 'FOLDER', 'FILE' or another file kind; every asset has one. */
  type: z.string().min(1),
  parentId: z.string().nullable().default(null),
  /** Child folder ids. */
  children: z.array(z.string()).default([]),
  mime_type: z.string().optional(),
  ext: z.string().optional(),
  url: z.string().optional(),
  thumbnail: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type Asset = z.infer<typeof AssetSchema>;

export function isFolder(asset: Pick<Asset, 'type'>): boolean {
  return asset.type === ASSET_TYPES.folder;
}

export function isMaterialAsset(asset: Pick<Asset, 'mime_type'>): boolean {
  return asset.mime_type === MATERIAL_MIME_TYPE;
}

/** A stored library file as the upload, re-upload and compress calls answer it. */
export const StoredAssetSchema = z
  .object({
    id: z.string().describe("The file's id, which is its asset id in the document"),
    name: z.string(),
    url: z.string(),
    mime_type: z.string(),
    ext: z.string(),
    size: z.number().int().min(0).describe('Bytes'),
    thumbnail: z.string().nullable(),
    parentId: z.string().nullable(),
    previousUrl: z
      .string()
      .optional()
      .describe('After a re-upload or compression: the URL the file had, which references move off'),
  })
  .meta({ id: 'StoredAsset' });
export type StoredAsset = z.infer<typeof StoredAssetSchema>;

/** A library file replaced by its compressed copy, with both sizes in bytes. */
export const CompressedAssetSchema = StoredAssetSchema.extend({
  before: z.number().int().min(0),
  after: z.number().int().min(0),
}).meta({ id: 'CompressedAsset' });

/**
 * What DELETE /deleteAssets is sent (ids in the body, or the same fields in the query). The builder
 * takes assets out of the document itself, as one undoable change, before it lets their files go:
 * it says so with `removedFromDocument`, and the server leaves the document alone (an undo that
 * arrived before the call must stand). Any other client's delete also takes the assets out of the
 * document, on the server.
 */
export const DeleteAssetsRequestSchema = z
  .object({
    ids: z
      .array(z.string().min(1).max(200))
      .max(1000)
      .describe('Library asset ids (folders and materials have no file to release)'),
    removedFromDocument: z
      .boolean()
      .optional()
      .describe(
        'true when the caller already took these assets out of the project document (the builder does, ' +
          'so that its undo can bring them back); otherwise the server takes them out of it too',
      ),
  })
  .meta({ id: 'DeleteAssetsRequest' });
export type DeleteAssetsRequest = z.infer<typeof DeleteAssetsRequestSchema>;

export const DeletedAssetsSchema = z
  .object({ deleted: z.array(z.string()).describe('The ids of the files released') })
  .meta({ id: 'DeletedAssets' });
export type DeletedAssets = z.infer<typeof DeletedAssetsSchema>;

const FileCountSchema = z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) });

/** What a project's library holds, by file extension, and the storage limits. */
export const ProjectMetricsSchema = FileCountSchema.extend({
  byType: z.record(z.string(), FileCountSchema),
  limits: z.object({ maxFileBytes: z.number().int(), maxProjectBytes: z.number().int() }),
}).meta({ id: 'ProjectMetrics' });
export type ProjectMetrics = z.infer<typeof ProjectMetricsSchema>;
