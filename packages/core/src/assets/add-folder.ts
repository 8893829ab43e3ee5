// Creates a library folder (default name 'Folder') at the root or inside a folder.
import type * as Y from 'yjs';
import { newId } from '../document/access.ts';
import { assetToY } from '../document/build.ts';
import { DEFAULT_FOLDER_NAME } from '../constants.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from '../operations/transact.ts';
import { ASSET_TYPES } from '../schema/asset.ts';
import { assetsMap, linkChild, requireFolder } from './asset-tree.ts';
import { ASSET_TEXTS } from './texts.ts';

export interface AddFolderArgs {
  name?: string;
  parentId?: string | null;
  id?: string;
}

/** Returns the new folder's id. */
export function addFolder(doc: Y.Doc, args: AddFolderArgs = {}, origin: unknown = LOCAL_ORIGIN): string {
  const name = (args.name ?? DEFAULT_FOLDER_NAME).trim();
  if (name === '') throw new OperationError(ASSET_TEXTS.folderNameRequired);
  const parentId = requireFolder(doc, args.parentId);
  const id = args.id ?? newId();
  return transact(doc, origin, () => {
    assetsMap(doc).set(id, assetToY({ id, name, type: ASSET_TYPES.folder, parentId, children: [] }));
    linkChild(doc, parentId, id);
    return id;
  });
}
