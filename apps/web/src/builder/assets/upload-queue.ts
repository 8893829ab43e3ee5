// Uploads into the library, one file at a time (SPEC §9 upload concurrency 1), with the toasts of
// SPEC §4: 'Uploading assets !' at the start and 'upload complete' at the end. Each stored file is
// recorded in the document right away, so collaborators see it appear.
import { addFileAsset, ASSET_TEXTS, UPLOAD_CONCURRENCY } from '@vitrine/core';
import { toast } from 'sonner';
import type * as Y from 'yjs';
import { toastError } from '../../api/errors.ts';
import { uploadAsset, type UploadedAsset } from './assets-api.ts';
import { importSceneZipWithToasts } from './import-scene-zip.ts';

export interface UploadTarget {
  projectId: string;
  doc: Y.Doc;
  parentId: string | null;
}

/** Uploads and records one file; the caller runs these one after another. */
export async function uploadOne(target: UploadTarget, file: Blob, name: string): Promise<UploadedAsset> {
  const stored = await uploadAsset(target.projectId, file, name, target.parentId);
  addFileAsset(target.doc, {
    id: stored.id,
    name: stored.name,
    url: stored.url,
    mime_type: stored.mime_type,
    ext: stored.ext,
    thumbnail: stored.thumbnail,
    parentId: target.parentId,
  });
  return stored;
}

// One queue per page: uploads started while others run wait their turn.
let queue: Promise<unknown> = Promise.resolve();

/** Uploads files one at a time; a refused file shows the server's message and the rest continue. */
export function uploadFiles(target: UploadTarget, files: File[]): Promise<UploadedAsset[]> {
  void UPLOAD_CONCURRENCY; // the queue below is the concurrency of 1
  const run = async () => {
    if (files.length === 0) return [];
    toast.info(ASSET_TEXTS.uploading);
    const stored: UploadedAsset[] = [];
    for (const file of files) {
      // A zip is a scene: it becomes a folder named after it, with its models and materials.
      if (/\.zip$/i.test(file.name)) {
        await importSceneZipWithToasts({ ...target, parentFolderId: target.parentId }, file, {
          toasts: false,
        });
        continue;
      }
      try {
        stored.push(await uploadOne(target, file, file.name));
      } catch (error) {
        toastError(error);
      }
    }
    toast.info(ASSET_TEXTS.uploadComplete);
    return stored;
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}
