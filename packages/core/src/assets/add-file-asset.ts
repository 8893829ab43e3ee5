// Records an uploaded file in the library under the id the upload call answered.
import type * as Y from 'yjs';
import { assetToY } from '../document/build.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from '../operations/transact.ts';
import { ASSET_TYPES, type Asset } from '../schema/asset.ts';
import { assetsMap, requireFolder } from './asset-tree.ts';
import { ASSET_TEXTS } from './texts.ts';

export interface AddFileAssetArgs {
  id: string;
  name: string;
  url: string;
  mime_type: string;
  ext: string;
  thumbnail?: string | null;
  parentId?: string | null;
  /** Defaults to 'FILE'; a type is required. */
  type?: string;
}

export function addFileAsset(doc: Y.Doc, args: AddFileAssetArgs, origin: unknown = LOCAL_ORIGIN): string {
  const type = args.type ?? ASSET_TYPES.file;
  if (!type.trim()) throw new OperationError(ASSET_TEXTS.typeRequired);
  if (!args.name.trim()) throw new OperationError(ASSET_TEXTS.nameRequired);
  const parentId = requireFolder(doc, args.parentId);
  const asset: Asset = {
    id: args.id,
    name: args.name,
    type,
    parentId,
    children: [],
    mime_type: args.mime_type,
    ext: args.ext.replace(/^\./, '').toLowerCase(),
    url: args.url,
    ...(args.thumbnail ? { thumbnail: args.thumbnail } : {}),
  };
  return transact(doc, origin, () => {
    assetsMap(doc).set(asset.id, assetToY(asset));
    return asset.id;
  });
}

/** After a re-upload: the same asset points at the new bytes. */
export function replaceFileAsset(
  doc: Y.Doc,
  args: Pick<AddFileAssetArgs, 'id' | 'url' | 'mime_type' | 'ext' | 'thumbnail'> & { name?: string },
  origin: unknown = LOCAL_ORIGIN,
): void {
  const asset = assetsMap(doc).get(args.id);
  if (!asset) throw new OperationError(ASSET_TEXTS.assetNotFound(args.id));
  transact(doc, origin, () => {
    asset.set('url', args.url);
    asset.set('mime_type', args.mime_type);
    asset.set('ext', args.ext.replace(/^\./, '').toLowerCase());
    if (args.thumbnail) asset.set('thumbnail', args.thumbnail);
    else asset.delete('thumbnail');
    if (args.name?.trim()) asset.set('name', args.name);
  });
}
