// One material asset's data, kept current with the document.
import { readMaterialData, type MaterialData } from '@vitrine/core';
import { useMemo } from 'react';
import { useLibraryAssets } from './use-library.ts';
import { useSession } from '../state/session.tsx';

export function useMaterial(
  assetId: string,
): { name: string; parentId: string | null; data: MaterialData } | null {
  const { doc } = useSession();
  const assets = useLibraryAssets();
  const asset = assets.find((candidate) => candidate.id === assetId);
  return useMemo(
    () =>
      asset ? { name: asset.name, parentId: asset.parentId, data: readMaterialData(doc, assetId) } : null,
    // The asset object changes whenever the library changes; that is the moment to re-read.
    [asset, doc, assetId],
  );
}
