// Deletes library assets. A deleted folder's children move to the folder's parent (SPEC §4), so
// deleting a folder never deletes files by surprise. Returns the ids of removed assets that hold
// stored files, for the caller to pass to DELETE /deleteAssets.
import type * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from '../operations/transact.ts';
import { assetParentId, assetsMap, getAsset, isFolderMap, linkChild, unlinkChild } from './asset-tree.ts';

export function removeAssets(doc: Y.Doc, args: { ids: string[] }, origin: unknown = LOCAL_ORIGIN): string[] {
  for (const id of args.ids) getAsset(doc, id);
  const assets = assetsMap(doc);
  return transact(doc, origin, () => {
    const withFiles: string[] = [];
    for (const id of new Set(args.ids)) {
      const asset = assets.get(id);
      if (!asset) continue;
      const parentId = assetParentId(asset);
      if (isFolderMap(asset)) {
        // Its children go to its parent (the deleted selection's own members are deleted in turn).
        for (const [childId, child] of assets.entries()) {
          if (assetParentId(child) !== id) continue;
          child.set('parentId', parentId);
          linkChild(doc, parentId, childId);
        }
      } else if (typeof asset.get('url') === 'string' && asset.get('mime_type') !== undefined) {
        withFiles.push(id);
      }
      unlinkChild(doc, parentId, id);
      assets.delete(id);
    }
    return withFiles;
  });
}
