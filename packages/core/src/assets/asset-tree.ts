// Read access to the library tree held in the project document (`assets`: a map by id, each asset a
// Y.Map). An asset's parentId is the truth of where it is; a folder's `children` lists every asset
// that names it (folders, files and materials alike), kept so by every operation and put back by
// asset-tree-repair.ts. Refusals are OperationErrors with the library's texts.
import * as Y from 'yjs';
import { projectPart } from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { OperationError } from '../errors.ts';
import { ASSET_TYPES, type Asset } from '../schema/asset.ts';
import { ASSET_TEXTS } from './texts.ts';

export function assetsMap(doc: Y.Doc): Y.Map<YMap> {
  return projectPart(doc, 'assets');
}

export function getAsset(doc: Y.Doc, id: string): YMap {
  const asset = assetsMap(doc).get(id);
  if (!asset) throw new OperationError(ASSET_TEXTS.assetNotFound(id));
  return asset;
}

export function isFolderMap(asset: YMap): boolean {
  return asset.get('type') === ASSET_TYPES.folder;
}

export function assetParentId(asset: YMap): string | null {
  const parent = asset.get('parentId');
  return typeof parent === 'string' ? parent : null;
}

/** The folder new assets go into: null (the root) or an existing folder; anything else is refused. */
export function requireFolder(doc: Y.Doc, parentId: string | null | undefined): string | null {
  if (parentId === null || parentId === undefined) return null;
  const parent = assetsMap(doc).get(parentId);
  if (!parent) throw new OperationError(ASSET_TEXTS.parentNotFound(parentId));
  if (!isFolderMap(parent)) throw new OperationError(ASSET_TEXTS.parentNotFolder(String(parent.get('name'))));
  return parentId;
}

export function folderChildren(folder: YMap): Y.Array<string> {
  let children = folder.get('children');
  if (!(children instanceof Y.Array)) {
    children = new Y.Array<string>();
    folder.set('children', children);
  }
  return children as Y.Array<string>;
}

/** Records an asset in its parent folder's `children`, once. */
export function linkChild(doc: Y.Doc, parentId: string | null, childId: string): void {
  if (parentId === null) return;
  const parent = assetsMap(doc).get(parentId);
  if (!parent) return;
  const children = folderChildren(parent);
  if (!children.toArray().includes(childId)) children.push([childId]);
}

export function unlinkChild(doc: Y.Doc, parentId: string | null, childId: string): void {
  if (parentId === null) return;
  const parent = assetsMap(doc).get(parentId);
  if (!parent) return;
  const children = folderChildren(parent);
  const ids = children.toArray();
  for (let index = ids.length - 1; index >= 0; index -= 1)
    if (ids[index] === childId) children.delete(index, 1);
}

/** Whether `id` is `ancestorId` or lies inside it (guarded against cycles). */
export function isInsideAsset(doc: Y.Doc, ancestorId: string, id: string | null): boolean {
  const assets = assetsMap(doc);
  const seen = new Set<string>();
  let current = id;
  while (current !== null && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    const asset = assets.get(current);
    current = asset ? assetParentId(asset) : null;
  }
  return false;
}

function plain(value: unknown): unknown {
  return value instanceof Y.AbstractType ? (value.toJSON() as unknown) : value;
}

/** One asset as plain JSON (material data may be a Y.Map or a plain object). */
export function readAsset(asset: YMap): Asset {
  const json: Record<string, unknown> = {};
  for (const [key, value] of asset.entries()) json[key] = plain(value);
  return {
    ...(json as Partial<Asset>),
    id: String(json['id']),
    name: typeof json['name'] === 'string' ? json['name'] : '',
    type: String(json['type']),
    parentId: typeof json['parentId'] === 'string' ? json['parentId'] : null,
    children: Array.isArray(json['children']) ? (json['children'] as string[]) : [],
  };
}

export function readAssets(doc: Y.Doc): Asset[] {
  return [...assetsMap(doc).values()].map(readAsset);
}
