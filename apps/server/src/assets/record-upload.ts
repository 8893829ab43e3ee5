// Uploads are recorded in the project document by the server, so a file sent through the API
// (POST /v2/projects/:id/assets/upload, by any client) appears in every builder's library like one
// dropped there. The change is appended to the update log like a collaborator's edit; an open room
// in this process applies it at once and other processes hear it through the fan-out.
import {
  ASSET_TEXTS as LIBRARY_TEXTS,
  assetsMap,
  isFolderMap,
  recordStoredFile,
  repairAssetTree,
  type StoredAsset,
} from '@vitrine/core';
import * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { projectUpdates } from '../db/schema.ts';
import { readDocument } from '../documents/store.ts';
import { badRequest } from '../http/errors.ts';

export interface RecordContext {
  db: Database;
  /** Hands a stored change to the open rooms (this process's and, through the fan-out, others'). */
  publish(projectId: string, update: Uint8Array): void;
}

/** Origin of the server's own writes to a document. */
export const SERVER_ORIGIN = Symbol('server');

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
  const doc = await readDocument(context.db, projectId);
  if (!doc) return;
  try {
    const before = Y.encodeStateVector(doc);
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
    // The invariant is checked on this write path too; a document from before it is put right.
    repairAssetTree(doc, SERVER_ORIGIN);
    const update = Y.encodeStateAsUpdate(doc, before);
    await context.db.insert(projectUpdates).values({ projectId, update });
    context.publish(projectId, update);
  } finally {
    doc.destroy();
  }
}
