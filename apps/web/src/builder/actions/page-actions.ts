// Page list actions (SPEC §2): add ('New Page Added', the new page is shown), duplicate (right after
// the original), remove (after the confirm dialog) and rename. Each is one core operation.
import { addPage, duplicatePage, LOCAL_ORIGIN, removePage, renamePage, SUCCESS_TEXTS } from '@vitrine/core';
import { toast } from 'sonner';
import type { BuilderSession } from '../state/session.tsx';
import { attempt } from './element-actions.ts';

export interface PageActions {
  add(): void;
  duplicate(pageId: string): void;
  remove(pageId: string): void;
  rename(pageId: string, label: string): void;
}

export function createPageActions(session: BuilderSession): PageActions {
  const { doc, store } = session;
  return {
    add() {
      if (session.readOnly) return;
      const id = attempt(() => addPage(doc, {}, LOCAL_ORIGIN));
      if (!id) return;
      store.getState().setPage(id);
      toast.success(SUCCESS_TEXTS.pageAdded);
    },
    duplicate(pageId) {
      if (session.readOnly) return;
      const id = attempt(() => duplicatePage(doc, { pageId }, LOCAL_ORIGIN));
      if (id) store.getState().setPage(id);
    },
    remove(pageId) {
      if (session.readOnly) return;
      // The selected page falls back to the first page (see useSelectedPageFallback).
      attempt(() => removePage(doc, { pageId }, LOCAL_ORIGIN));
    },
    rename(pageId, label) {
      if (session.readOnly) return;
      // SPEC §5: page renames pass the value as given.
      attempt(() => renamePage(doc, { pageId, label }, LOCAL_ORIGIN));
    },
  };
}
