// An entry of the project library: a folder (with child folder ids) or a file (model, image,
// environment, material...). Material assets carry MaterialData in `data`.
import { z } from 'zod';
import { DEFAULT_FOLDER_NAME, MATERIAL_MIME_TYPE } from '../constants.ts';
import { MaterialDataSchema } from './material-data.ts';

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

export const MaterialAssetSchema = AssetSchema.extend({
  mime_type: z.literal(MATERIAL_MIME_TYPE),
  data: MaterialDataSchema,
});
export type MaterialAsset = z.infer<typeof MaterialAssetSchema>;

export function isFolder(asset: Pick<Asset, 'type'>): boolean {
  return asset.type === ASSET_TYPES.folder;
}

export function isMaterialAsset(asset: Pick<Asset, 'mime_type'>): boolean {
  return asset.mime_type === MATERIAL_MIME_TYPE;
}
