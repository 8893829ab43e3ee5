// Keeps the project's card thumbnail current: 10 s after the last change this builder made to the
// document (SPEC §9 debounce), it refreshes the thumbnail from the preview. Changes that arrive from
// other collaborators are theirs to picture, so N open builders do not upload N times.
import { THUMBNAIL_DEBOUNCE_MS } from '@vitrine/core';
import { useEffect } from 'react';
import type * as Y from 'yjs';
import { refreshThumbnail } from './refresh-thumbnail.ts';

export function useThumbnailUploader(projectId: string, doc: Y.Doc, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onUpdate = (_update: Uint8Array, _origin: unknown, _doc: Y.Doc, transaction: Y.Transaction) => {
      if (!transaction.local) return;
      clearTimeout(timer);
      timer = setTimeout(() => void refreshThumbnail(projectId), THUMBNAIL_DEBOUNCE_MS);
    };
    doc.on('update', onUpdate);
    return () => {
      clearTimeout(timer);
      doc.off('update', onUpdate);
    };
  }, [projectId, doc, enabled]);
}
