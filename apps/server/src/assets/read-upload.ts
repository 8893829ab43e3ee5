// Reads the one file of a multipart upload into memory (bounded by the per-file limit) and checks its
// type from its content. Nothing is stored here.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../http/errors.ts';
import { detectFileType } from '../files/sniff.ts';
import { displayName } from '../files/safe-name.ts';
import { fileTooLarge, unsupportedType } from './limits.ts';
import { UPLOAD_TEXTS } from './texts.ts';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
  mimeType: string;
  ext: string;
  thumbnail: boolean;
  parentId: string | null;
}

const parentIdSchema = z.string().trim().min(1).max(200).nullable();

function fieldValue(field: unknown): unknown {
  if (field && typeof field === 'object' && 'value' in field) return (field as { value: unknown }).value;
  return undefined;
}

export async function readUpload(request: FastifyRequest, maxFileBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_TEXTS.missingFile);
  const part = await request.file({ limits: { fileSize: maxFileBytes, files: 1 } });
  if (!part) throw badRequest(UPLOAD_TEXTS.missingFile);
  if (part.fieldname !== 'file') throw badRequest(UPLOAD_TEXTS.wrongField);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxFileBytes);
    throw error;
  }
  const name = displayName(part.filename);
  const detection = detectFileType(bytes, name);
  if (!detection.ok) throw unsupportedType(detection.message);
  // parentId may come as a form field sent before the file, or in the query string.
  const query = request.query as Record<string, unknown> | undefined;
  const rawParent = fieldValue(part.fields['parentId']) ?? query?.['parentId'] ?? null;
  const parsedParent = parentIdSchema.safeParse(rawParent === '' ? null : rawParent);
  if (!parsedParent.success) throw badRequest('parentId must be an asset id');
  return {
    name,
    bytes,
    mimeType: detection.mimeType,
    ext: detection.ext,
    thumbnail: detection.thumbnail,
    parentId: parsedParent.data,
  };
}
