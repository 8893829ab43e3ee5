// What compressing a library file answers (POST /v2/projects/:id/assets/:assetId/compress): the file
// as stored under its new URL, the way a re-upload answers it, and its size before and after.
import { z } from 'zod';

export const CompressedAssetSchema = z.object({
  id: z.string().describe('The asset keeps its id'),
  name: z.string(),
  url: z.string().describe('The new URL; the document is pointed at it'),
  mime_type: z.string(),
  ext: z.string(),
  size: z.number().int(),
  thumbnail: z.string().nullable(),
  parentId: z.string().nullable(),
  previousUrl: z.string().optional().describe('The URL the file had'),
  before: z.number().int().describe('Bytes before'),
  after: z.number().int().describe('Bytes after'),
});
export type CompressedAsset = z.infer<typeof CompressedAssetSchema>;
