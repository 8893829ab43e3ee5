// Moving assets into folders by keyboard (SPEC §5): Space on a focused card picks it up (with the
// selection it is part of), the arrows walk the folders that take it (library-drop-targets.ts), Space
// or Enter moves it there and Escape cancels, each step announced in dnd-kit's live region. The
// pointer's drags stay the browser's own (use-asset-drag.ts); both move through core's moveAssets.
import {
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { canDropAssets, type Asset } from '@vitrine/core';
import { useCallback, useMemo, useRef } from 'react';
import {
  PlainKeyboardSensor,
  steppingKeyboardOptions,
  type StepDirection,
} from '../shortcuts/keyboard-drag.ts';
import { useSession } from '../state/session.tsx';
import { sharedValue, useSharedValue } from '../state/shared-value.ts';
import { LIBRARY_DRAG_TEXTS } from './texts.ts';
import {
  libraryDropTargets,
  stepThrough,
  type FolderStep,
  type FolderTarget,
} from './library-drop-targets.ts';
import { dropAssets } from './use-asset-drag.ts';

/** The folder a keyboard drag is over (null folderId: the library root). */
const keyboardTarget = sharedValue<FolderTarget | null>(null, (a, b) =>
  a === null ? b === null : b !== null && a.folderId === b.folderId,
);
const movingAssets = sharedValue<readonly string[]>([], (a, b) => a === b);

export function useIsKeyboardDropTarget(folderId: string | null, enabled = true): boolean {
  return useSharedValue(keyboardTarget, (target) => enabled && target?.folderId === folderId, false);
}

/** Whether a keyboard drag is under way (its keys are the drag's). */
export const movingByKeyboard = () => movingAssets.get().length > 0;

export function useIsMovingByKeyboard(id: string): boolean {
  return useSharedValue(movingAssets, (ids) => ids.includes(id), false);
}

/** The card or breadcrumb entry of a folder (null: the root's entry). */
function folderElement(folderId: string | null): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    folderId === null
      ? '[data-testid="breadcrumb-item"][data-folder-id=""]'
      : `[data-asset-id="${CSS.escape(folderId)}"], [data-testid="breadcrumb-item"][data-folder-id="${CSS.escape(folderId)}"]`,
  );
}

interface Options {
  /** The open folders, root first. */
  path: FolderStep[];
  /** The grid's cards, in order. */
  items: Asset[];
  assets: Asset[];
  selection: ReadonlySet<string>;
}

export function useLibraryKeyboardDrag(options: Options) {
  const { doc, readOnly } = useSession();
  const latest = useRef(options);
  latest.current = options;
  const drag = useRef<{ ids: string[]; from: string } | null>(null);
  const outcome = useRef('');

  const names = useCallback((ids: readonly string[]) => {
    const byId = new Map(latest.current.assets.map((asset) => [asset.id, asset.name]));
    return LIBRARY_DRAG_TEXTS.moved(ids.map((id) => byId.get(id) ?? id));
  }, []);

  const step = useCallback(
    (direction: StepDirection): boolean => {
      const current = drag.current;
      if (!current) return false;
      const { path, items } = latest.current;
      const { targets, origin } = libraryDropTargets(path, items, current.from, (targetId) =>
        canDropAssets(doc, { ids: current.ids, targetId }),
      );
      const shown = keyboardTarget.get();
      const at = shown ? targets.findIndex((target) => target.folderId === shown.folderId) : -1;
      const next = stepThrough(
        targets.length,
        at,
        origin,
        direction === 'up' || direction === 'left' ? -1 : 1,
      );
      if (next < 0 || next === at) return false;
      const target = targets[next]!;
      keyboardTarget.set(target);
      folderElement(target.folderId)?.scrollIntoView({ block: 'nearest' });
      return true;
    },
    [doc],
  );
  const keyboardOptions = useMemo(() => steppingKeyboardOptions(step), [step]);
  const sensors = useSensors(useSensor(PlainKeyboardSensor, keyboardOptions));

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    const id = String(active.id);
    const { selection } = latest.current;
    const ids = selection.has(id) ? [...selection] : [id];
    drag.current = { ids, from: id };
    outcome.current = '';
    movingAssets.set(ids);
  }, []);

  const finish = useCallback(
    (commit: boolean) => (_event: DragEndEvent) => {
      const target = keyboardTarget.get();
      keyboardTarget.set(null);
      movingAssets.set([]);
      const current = drag.current;
      drag.current = null;
      if (!current) return;
      const what = names(current.ids);
      if (!commit) outcome.current = LIBRARY_DRAG_TEXTS.cancelled(what);
      else if (!target || readOnly) outcome.current = LIBRARY_DRAG_TEXTS.stays(what);
      else {
        const refused = dropAssets(doc, current.ids, target.folderId);
        outcome.current = refused ?? LIBRARY_DRAG_TEXTS.dropped(what, target.name);
        // The moved cards leave the grid: the keyboard goes on from the folder they went to.
        if (!refused) requestAnimationFrame(() => folderElement(target.folderId)?.focus());
      }
    },
    [doc, names, readOnly],
  );

  const accessibility = useMemo(() => {
    const announcements: Announcements = {
      onDragStart: () => (drag.current ? LIBRARY_DRAG_TEXTS.pickedUp(names(drag.current.ids)) : undefined),
      onDragMove: () => {
        const target = keyboardTarget.get();
        return target ? LIBRARY_DRAG_TEXTS.over(target.name) : LIBRARY_DRAG_TEXTS.noFolder;
      },
      onDragOver: () => undefined,
      onDragEnd: () => outcome.current || undefined,
      onDragCancel: () => outcome.current || undefined,
    };
    return {
      announcements,
      screenReaderInstructions: { draggable: LIBRARY_DRAG_TEXTS.instructions },
      restoreFocus: false,
      // The live region outside the grid, whose children are its cards.
      container: document.body,
    };
  }, [names]);

  return { sensors, onDragStart, onDragEnd: finish(true), onDragCancel: finish(false), accessibility };
}
