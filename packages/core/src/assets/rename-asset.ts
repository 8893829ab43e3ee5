// Renames a library asset. Folder and material names are required; a file keeps any non-empty name.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from '../operations/transact.ts';
import { isMaterialAsset } from '../schema/asset.ts';
import { getAsset, isFolderMap } from './asset-tree.ts';
import { ASSET_TEXTS } from './texts.ts';

export function renameAsset(
  doc: Y.Doc,
  args: { id: string; name: string },
  origin: unknown = LOCAL_ORIGIN,
): void {
  const asset = getAsset(doc, args.id);
  const name = args.name.trim();
  if (name === '') {
    if (isFolderMap(asset)) throw new OperationError(ASSET_TEXTS.folderNameRequired);
    const mime = asset.get('mime_type');
    if (isMaterialAsset({ mime_type: typeof mime === 'string' ? mime : undefined })) {
      throw new OperationError(ASSET_TEXTS.materialNameRequired);
    }
    throw new OperationError(ASSET_TEXTS.nameRequired);
  }
  transact(doc, origin, () => asset.set('name', name));
}
