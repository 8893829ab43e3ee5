// Deleting and re-uploading library files from the panel. A delete of assets still in use waits for
// the user's confirmation (delete-assets-dialog.tsx); either way it is one undoable change in the
// document, and the server is told the files are let go (their bytes stay while anything points at
// them). A re-upload keeps the asset id and moves every copy of the old URL to the new file.
import {
  assetUsages,
  isFolder,
  OperationError,
  readProject,
  removeAssets,
  replaceAssetFile,
  type Asset,
} from '@vitrine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { useSession } from '../state/session.tsx';
import { deleteStoredAssets, reuploadAsset } from './assets-api.ts';
import type { PendingDelete } from './delete-assets-dialog.tsx';
import { LIBRARY_LABELS } from './texts.ts';

export function useAssetFiles(assets: readonly Asset[], onDeleted: () => void) {
  const { doc, projectId } = useSession();
  const [pending, setPending] = useState<PendingDelete | null>(null);

  const removeNow = async (ids: string[]) => {
    let stored: string[] = [];
    try {
      stored = removeAssets(doc, { ids });
    } catch (error) {
      if (error instanceof OperationError) toast.error(error.message);
      else throw error;
    }
    onDeleted();
    // The document change is done and undoable: the server must not repeat it after an undo.
    if (stored.length > 0)
      await deleteStoredAssets(projectId, { ids: stored, removedFromDocument: true }).catch(toastError);
  };

  /** Deletes at once, or asks first when a file is still used somewhere. */
  const remove = async (ids: string[]) => {
    const byId = new Map(assets.map((asset) => [asset.id, asset]));
    const files = ids.filter((id) => byId.has(id) && !isFolder(byId.get(id)!));
    const usages = files.length ? assetUsages(readProject(doc), files) : [];
    if (usages.length === 0) return removeNow(ids);
    setPending({ ids, names: ids.map((id) => byId.get(id)?.name ?? id), usages });
  };

  const reupload = async (asset: Asset, file: File) => {
    try {
      const stored = await reuploadAsset(projectId, asset.id, file, asset.parentId);
      replaceAssetFile(doc, {
        id: asset.id,
        url: stored.url,
        previousUrl: stored.previousUrl ?? asset.url ?? '',
        thumbnail: stored.thumbnail,
        mime_type: stored.mime_type,
        ext: stored.ext,
      });
      toast.success(LIBRARY_LABELS.reuploaded(asset.name));
    } catch (error) {
      toastError(error);
    }
  };

  return {
    remove,
    reupload,
    pending,
    confirm: () => {
      const ids = pending?.ids ?? [];
      setPending(null);
      void removeNow(ids);
    },
    cancel: () => setPending(null),
  };
}
