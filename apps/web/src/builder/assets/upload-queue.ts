// Uploads into the library, one file at a time (SPEC §9 upload concurrency 1), with the toasts of
// SPEC §4: 'Uploading assets !' at the start and 'upload complete' at the end. Each file is listed
// in the upload tray (upload-list.ts) with its bytes sent; a failed one says why there and the rest
// continue; a cancelled one is skipped. The server records each stored file in the document (so
// collaborators, and uploads from any other client, appear in the library); the uploader then places
// it too, which changes nothing when the server's change has arrived and covers it when it has not.
import { ASSET_TEXTS, recordStoredFile, UPLOAD_CONCURRENCY, type StoredAsset } from '@vitrine/core';
import { toast } from 'sonner';
import type * as Y from 'yjs';
import { errorMessage, toastError } from '../../api/errors.ts';
import type { UploadOptions } from '../../api/upload.ts';
import { uploadAsset } from './assets-api.ts';
import { addUploads, updateUpload } from './upload-list.ts';
import { UPLOAD_TEXTS } from './texts.ts';
import { importSceneZipWithToasts } from './import-scene-zip.ts';
import { whenRecorded } from './record-wait.ts';

export interface UploadTarget {
  projectId: string;
  doc: Y.Doc;
  parentId: string | null;
}

/** Uploads and records one file; the caller runs these one after another. */
export async function uploadOne(
  target: UploadTarget,
  file: Blob,
  name: string,
  options: UploadOptions = {},
): Promise<StoredAsset> {
  const stored = await uploadAsset(target.projectId, file, name, target.parentId, options);
  await whenRecorded(target.doc, stored.id);
  recordStoredFile(target.doc, {
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
export function uploadFiles(target: UploadTarget, files: File[]): Promise<StoredAsset[]> {
  void UPLOAD_CONCURRENCY; // the queue below is the concurrency of 1
  const listed = files.length ? addUploads(files) : [];
  const run = async () => {
    if (files.length === 0) return [];
    toast.info(ASSET_TEXTS.uploading);
    const stored: StoredAsset[] = [];
    for (const [index, file] of files.entries()) {
      const { id, signal } = listed[index]!;
      if (signal.aborted) continue;
      updateUpload(id, { state: 'uploading' });
      try {
        // A zip is a scene: it becomes a folder named after it, with its models and materials.
        if (/\.zip$/i.test(file.name)) {
          const imported = await importSceneZipWithToasts(
            { ...target, parentFolderId: target.parentId },
            file,
            { toasts: false },
          );
          updateUpload(
            id,
            imported
              ? { state: 'done', sent: file.size }
              : { state: 'failed', error: UPLOAD_TEXTS.sceneFailed },
          );
          continue;
        }
        const onProgress = ({ sent, total }: { sent: number; total: number }) =>
          // The request is the file and a few form fields: its share of the bytes is the file's.
          updateUpload(id, { sent: Math.min(file.size, Math.round((sent / total) * file.size)) });
        stored.push(await uploadOne(target, file, file.name, { onProgress, signal }));
        updateUpload(id, { state: 'done', sent: file.size });
      } catch (error) {
        if (signal.aborted) continue;
        updateUpload(id, { state: 'failed', error: errorMessage(error, UPLOAD_TEXTS.unreachable) });
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
