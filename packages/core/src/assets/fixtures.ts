// Helpers shared by the library tests: a fresh project and a compact outline of the library tree.
import type * as Y from 'yjs';
import { createProjectDoc } from '../document/create-project.ts';
import { isFolder } from '../schema/asset.ts';
import { readAssets } from './asset-tree.ts';
import { compareAssets } from './library-view.ts';

export function setupLibrary(): Y.Doc {
  return createProjectDoc({ label: 'Library' });
}

/** 'A(b.png,C()) d.glb': folders with their contents in parentheses, sorted as the panel sorts. */
export function libraryOutline(doc: Y.Doc): string {
  const assets = readAssets(doc);
  const render = (parentId: string | null): string =>
    assets
      .filter((asset) => asset.parentId === parentId)
      .sort(compareAssets)
      .map((asset) =>
        isFolder(asset) ? `${asset.name}(${render(asset.id).replaceAll(' ', ',')})` : asset.name,
      )
      .join(' ');
  return render(null);
}

export function fileArgs(id: string, name: string, parentId: string | null = null) {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return { id, name, url: `/files/${id}/${name}`, mime_type: 'application/octet-stream', ext, parentId };
}
