// Drag and drop inside the library: cards drag their selection; folders (and breadcrumb entries) take
// drops. core's moveAssets applies SPEC §5's rules; a refused drop shows its reason. The keyboard's
// moves (use-library-keyboard-drag.ts) go through dropAssets too.
import { moveAssets, OperationError } from '@vitrine/core';
import type * as Y from 'yjs';
import { useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { useSession } from '../state/session.tsx';
import { DRAG_TYPE } from './library-ids.ts';

export function startAssetDrag(event: DragEvent, ids: string[]): void {
  event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(ids));
  event.dataTransfer.effectAllowed = 'move';
}

function draggedIds(event: DragEvent): string[] | null {
  const raw = event.dataTransfer.getData(DRAG_TYPE);
  if (!raw) return null;
  try {
    const ids: unknown = JSON.parse(raw);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
  } catch {
    return null;
  }
}

/** Moves the assets into the folder (null: the root); a refusal is shown and returned. */
export function dropAssets(doc: Y.Doc, ids: string[], folderId: string | null): string | null {
  try {
    moveAssets(doc, { ids, targetId: folderId });
    return null;
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
    toast.error(error.message);
    return error.message;
  }
}

/** Handlers that make an element a drop target for library assets (null: the library root). */
export function useDropTarget(folderId: string | null, enabled = true) {
  const { doc, readOnly } = useSession();
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => enabled && !readOnly && event.dataTransfer.types.includes(DRAG_TYPE);
  return {
    over,
    handlers: {
      onDragOver(event: DragEvent) {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave() {
        setOver(false);
      },
      // A drop on a nested target stops propagating; the capture phase still clears the highlight.
      onDropCapture() {
        setOver(false);
      },
      onDrop(event: DragEvent) {
        setOver(false);
        const ids = accepts(event) ? draggedIds(event) : null;
        if (!ids) return;
        event.preventDefault();
        event.stopPropagation();
        dropAssets(doc, ids, folderId);
      },
    },
  };
}
