// Records an uploaded file in the library under the id the upload call answered.
import type * as Y from 'yjs';
import { assetToY } from '../document/build.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from '../operations/transact.ts';
import { ASSET_TYPES, type Asset } from '../schema/asset.ts';
import { assetParentId, assetsMap, linkChild, requireFolder, unlinkChild } from './asset-tree.ts';
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
    linkChild(doc, parentId, asset.id);
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

/**
 * Records a stored file whoever recorded it first: the server writes every upload into the document
 * itself (so files sent through the API appear in every library), and a client that uploaded it
 * places it too. An asset already there takes the stored fields and moves into `parentId` when that
 * is a folder; one not there yet is added. Either way one transaction, and the tree stays whole.
 */
export function recordStoredFile(doc: Y.Doc, args: AddFileAssetArgs, origin: unknown = LOCAL_ORIGIN): string {
  const existing = assetsMap(doc).get(args.id);
  if (!existing) return addFileAsset(doc, args, origin);
  const parentId = requireFolder(doc, args.parentId);
  transact(doc, origin, () => {
    if (existing.get('url') !== args.url) existing.set('url', args.url);
    if (existing.get('mime_type') !== args.mime_type) existing.set('mime_type', args.mime_type);
    const from = assetParentId(existing);
    if (from !== parentId) {
      unlinkChild(doc, from, args.id);
      existing.set('parentId', parentId);
    }
    linkChild(doc, parentId, args.id);
  });
  return args.id;
}
