// The outliner's 'Import scene zip file' command: asks for a .zip and imports it under a 3D element,
// into a library folder named after the zip (at the library root).
import { useCallback } from 'react';
import { useSession } from '../state/session.tsx';
import { importSceneZipWithToasts, type SceneZipResult } from './import-scene-zip.ts';

function pickZip(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.zip,application/zip';
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/** Returns `importInto(pageId, elementId)`: picks a zip and imports it under that element. */
export function useImportSceneZip(): (
  pageId: string,
  elementId: string,
  file?: File,
) => Promise<SceneZipResult | null> {
  const { doc, projectId, readOnly } = useSession();
  return useCallback(
    async (pageId, elementId, file) => {
      if (readOnly) return null;
      const zip = file ?? (await pickZip());
      if (!zip) return null;
      return importSceneZipWithToasts(
        { projectId, doc, parentFolderId: null, element: { pageId, elementId } },
        zip,
      );
    },
    [doc, projectId, readOnly],
  );
}
