// Uploads are recorded in the project document by the server, so a file sent through the API
// (POST /v2/projects/:id/assets/upload, by any client) appears in every builder's library like one
// dropped there. The change is appended to the update log like a collaborator's edit; an open room
// in this process applies it at once and other processes hear it through the fan-out (server-change.ts).
import {
  ASSET_TEXTS as LIBRARY_TEXTS,
  assetsMap,
  isFolderMap,
  recordStoredFile,
  type StoredAsset,
} from '@vitrine/core';
import type { Database } from '../db/database.ts';
import { readDocument } from '../documents/store.ts';
import { badRequest } from '../http/errors.ts';
import { SERVER_ORIGIN, writeServerChange, type RecordContext } from './server-change.ts';

/**
 * What REST refuses before anything is stored: a parentId that is not a folder of the library
 * (the collaboration socket puts such a parent back to the root).
 */
export async function requireUploadFolder(db: Database, projectId: string, parentId: string | null) {
  if (parentId === null) return;
  const doc = await readDocument(db, projectId);
  if (!doc) return;
  try {
    const parent = assetsMap(doc).get(parentId);
    if (!parent) throw badRequest(LIBRARY_TEXTS.parentNotFound(parentId));
    if (!isFolderMap(parent)) throw badRequest(LIBRARY_TEXTS.parentNotFolder(String(parent.get('name'))));
  } finally {
    doc.destroy();
  }
}

/** Records a stored file in the document (idempotent: the uploader may place it too). */
export async function recordUpload(context: RecordContext, projectId: string, stored: StoredAsset) {
  await writeServerChange(context, projectId, (doc) => {
    // The folder may have gone since the upload began: the file then lands at the root.
    const parent = stored.parentId === null ? undefined : assetsMap(doc).get(stored.parentId);
    recordStoredFile(
      doc,
      {
        id: stored.id,
        name: stored.name,
        url: stored.url,
        mime_type: stored.mime_type,
        ext: stored.ext,
        thumbnail: stored.thumbnail,
        parentId: parent && isFolderMap(parent) ? stored.parentId : null,
      },
      SERVER_ORIGIN,
    );
    return true;
  });
}
