// Project-level lists the controls pick from: library assets, 3D materials (gl_elements) and the
// current page's elements. Each hook subscribes to its own part of the document only.
import { asYMap, elementLabel, readString, toPlain, projectMap } from '@vitrine/core';
import { useMemo } from 'react';
import type * as Y from 'yjs';
import { useYMapKey, useYSelector } from '../doc/use-y.ts';
import { useSession } from '../state/session.tsx';
import { useCurrentPageTree } from '../state/use-page-tree.ts';

export interface AssetEntry {
  id: string;
  name: string;
  type: string;
  ext: string;
  url?: string;
  mimeType?: string;
  thumbnail?: string;
  parentId: string | null;
}

export interface Choice {
  id: string;
  label: string;
}

/** An asset's extension, lower case without the dot (from `ext`, else from its name). */
export function assetExtension(asset: { ext?: unknown; name?: unknown }): string {
  const ext = typeof asset.ext === 'string' && asset.ext ? asset.ext : '';
  const fromName = typeof asset.name === 'string' ? (asset.name.split('.').pop() ?? '') : '';
  return (ext || (fromName !== asset.name ? fromName : '')).replace(/^\./, '').toLowerCase();
}

/** Assets whose extension is one of `fileTypes` (all files when none given). */
export function assetsOfTypes(assets: readonly AssetEntry[], fileTypes?: readonly string[]): AssetEntry[] {
  const wanted = fileTypes?.map((type) => type.toLowerCase().replace(/^\./, ''));
  return assets.filter((asset) => asset.type !== 'FOLDER' && (!wanted || wanted.includes(asset.ext)));
}

function readAssets(map: Y.Map<unknown> | null): string {
  const list: AssetEntry[] = [];
  map?.forEach((value, id) => {
    const asset = toPlain(value) as Record<string, unknown> | null;
    if (!asset || typeof asset !== 'object') return;
    list.push({
      id,
      name: readString(asset.name) ?? id,
      type: readString(asset.type) ?? 'FILE',
      ext: assetExtension(asset),
      url: readString(asset.url),
      mimeType: readString(asset.mime_type),
      thumbnail: readString(asset.thumbnail),
      parentId: readString(asset.parentId) ?? null,
    });
  });
  list.sort((a, b) => a.name.localeCompare(b.name));
  return JSON.stringify(list);
}

export function useProjectAssets(): AssetEntry[] {
  const { doc } = useSession();
  const map = asYMap(useYMapKey(projectMap(doc), 'assets'));
  const json = useYSelector(map, readAssets, { deep: true });
  return useMemo(() => JSON.parse(json) as AssetEntry[], [json]);
}

function readGlElements(type: string) {
  return (map: Y.Map<unknown> | null): string => {
    const list: Choice[] = [];
    map?.forEach((value, id) => {
      const element = asYMap(value);
      const plain = element ? null : (toPlain(value) as Record<string, unknown> | null);
      const read = (key: string) => (element ? element.get(key) : plain?.[key]);
      if (read('type') !== type) return;
      list.push({ id, label: readString(read('name')) || id });
    });
    list.sort((a, b) => a.label.localeCompare(b.label));
    return JSON.stringify(list);
  };
}

/** gl_elements of one type ('material', 'texture'), by name. */
export function useGlElements(type: string): Choice[] {
  const { doc } = useSession();
  const map = asYMap(useYMapKey(projectMap(doc), 'gl_elements'));
  const select = useMemo(() => readGlElements(type), [type]);
  const json = useYSelector(map, select, { deep: true });
  return useMemo(() => JSON.parse(json) as Choice[], [json]);
}

/** The current page's elements by display name (optionally of one element type). */
export function usePageElementChoices(elementType?: string): Choice[] {
  const tree = useCurrentPageTree();
  const elements = tree?.elements ?? null;
  const json = useYSelector(
    elements,
    (map) => {
      const list: Choice[] = [];
      map?.forEach((value, id) => {
        const element = asYMap(value);
        if (!element) return;
        if (elementType && element.get('elementType') !== elementType) return;
        list.push({ id, label: elementLabel(element) });
      });
      list.sort((a, b) => a.label.localeCompare(b.label));
      return JSON.stringify(list);
    },
    { deep: true },
  );
  return useMemo(() => JSON.parse(json) as Choice[], [json]);
}
