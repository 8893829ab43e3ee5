// Drag and drop in the library: moves assets into a folder (or the root, null). Only folders accept
// drops; a folder cannot go into itself or into a folder inside the dragged selection; an asset
// dropped onto itself is left where it is.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from '../operations/transact.ts';
import {
  assetParentId,
  assetsMap,
  getAsset,
  isFolderMap,
  isInsideAsset,
  linkChild,
  unlinkChild,
} from './asset-tree.ts';
import { ASSET_TEXTS } from './texts.ts';

export interface MoveAssetsArgs {
  ids: string[];
  /** The folder to drop into, or null for the library root. */
  targetId: string | null;
}

/** Whether the drop target accepts the dragged selection (the UI greys out refused targets). */
export function canDropAssets(doc: Y.Doc, args: MoveAssetsArgs): boolean {
  try {
    checkDrop(doc, args);
    return true;
  } catch {
    return false;
  }
}

function checkDrop(doc: Y.Doc, { ids, targetId }: MoveAssetsArgs): string[] {
  for (const id of ids) getAsset(doc, id);
  if (targetId === null) return ids;
  const target = getAsset(doc, targetId);
  if (!isFolderMap(target)) throw new OperationError(ASSET_TEXTS.dropOnlyIntoFolders);
  // Dropping an asset onto itself is ignored rather than refused (SPEC §5).
  const moving = ids.filter((id) => id !== targetId);
  if (moving.some((id) => isInsideAsset(doc, id, targetId))) {
    throw new OperationError(ASSET_TEXTS.dropIntoOwnSelection);
  }
  return moving;
}

/** Returns the ids that moved. */
export function moveAssets(doc: Y.Doc, args: MoveAssetsArgs, origin: unknown = LOCAL_ORIGIN): string[] {
  const moving = checkDrop(doc, args);
  const assets = assetsMap(doc);
  return transact(doc, origin, () => {
    const moved: string[] = [];
    for (const id of new Set(moving)) {
      const asset = assets.get(id)!;
      const from = assetParentId(asset);
      if (from === args.targetId) continue;
      unlinkChild(doc, from, id);
      linkChild(doc, args.targetId, id);
      asset.set('parentId', args.targetId);
      moved.push(id);
    }
    return moved;
  });
}
