// What the Project Library panel shows: one folder's contents filtered by type and search, sorted
// folders first then by name, and the breadcrumb of the last 4 folders (SPEC §2, §4, §5, §9).
import { ASSET_EXTENSIONS, BREADCRUMB_VISIBLE_FOLDERS, type ASSET_FILTERS } from '../constants.ts';
import { isFolder, isMaterialAsset, type Asset } from '../schema/asset.ts';
import { ASSET_TEXTS } from './texts.ts';

export type AssetFilter = (typeof ASSET_FILTERS)[number];

function extensionOf(asset: Asset): string {
  const ext = asset.ext ?? asset.name.slice(asset.name.lastIndexOf('.') + 1);
  return `.${ext.replace(/^\./, '').toLowerCase()}`;
}

/** Whether an asset passes the type filter; folders always do, so the tree stays navigable. */
export function matchesFilter(asset: Asset, filter: AssetFilter): boolean {
  if (filter === 'all' || isFolder(asset)) return true;
  if (filter === 'materials') return isMaterialAsset(asset);
  if (isMaterialAsset(asset)) return false;
  return (ASSET_EXTENSIONS[filter] as readonly string[]).includes(extensionOf(asset));
}

/** Folders first, then by name (natural order, case-insensitive). */
export function compareAssets(a: Asset, b: Asset): number {
  const folderOrder = Number(isFolder(b)) - Number(isFolder(a));
  if (folderOrder !== 0) return folderOrder;
  return a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });
}

export interface LibraryQuery {
  folderId: string | null;
  filter: AssetFilter;
  search: string;
}

/**
 * The cards to show. Without a search, the current folder's children; with one, every matching
 * asset of the library (case-insensitive, trimmed), as users expect from a search box.
 */
export function libraryItems(assets: Asset[], query: LibraryQuery): Asset[] {
  const search = query.search.trim().toLowerCase();
  const inScope = search
    ? assets.filter((asset) => asset.name.toLowerCase().includes(search))
    : assets.filter((asset) => asset.parentId === query.folderId);
  const visible = inScope.filter(
    (asset) => matchesFilter(asset, query.filter) && (!search || !isFolder(asset) || query.filter === 'all'),
  );
  return visible.sort(compareAssets);
}

export type BreadcrumbItem =
  { kind: 'root' } | { kind: 'ellipsis' } | { kind: 'folder'; id: string; name: string };

/** Root, then the last 4 open folders, with an ellipsis standing for the hidden ones. */
export function breadcrumbItems(path: { id: string; name: string }[]): BreadcrumbItem[] {
  const visible = path.slice(-BREADCRUMB_VISIBLE_FOLDERS);
  return [
    { kind: 'root' },
    ...(path.length > BREADCRUMB_VISIBLE_FOLDERS ? [{ kind: 'ellipsis' } as const] : []),
    ...visible.map((folder) => ({ kind: 'folder' as const, ...folder })),
  ];
}

export const BREADCRUMB_LABELS = { root: ASSET_TEXTS.root, ellipsis: ASSET_TEXTS.ellipsis } as const;
