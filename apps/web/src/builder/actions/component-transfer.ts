// Import Components (ctrl+i) and Export Components (ctrl+e): the selected element's subtree as
// 'components.json', and a components file inserted under the target (SPEC §2, §5, §8).
import { exportComponents, importComponents, LOCAL_ORIGIN, SUCCESS_TEXTS } from '@vitrine/core';
import { toast } from 'sonner';
import { EXPORT_FILE_NAME, TEXTS } from '../constants.ts';
import type { BuilderSession } from '../state/session.tsx';
import { currentPage } from './element-actions.ts';

export interface ComponentActions {
  exportToFile(ids: readonly string[]): void;
  importFromFile(parentId: string | null): Promise<void>;
  /** Inserts the components of a file's text; exposed for tests and drops. */
  importText(text: string, parentId: string | null): boolean;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function pickFile(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'application/json,.json';
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

export function createComponentActions(session: BuilderSession): ComponentActions {
  const importText = (text: string, parentId: string | null): boolean => {
    const current = currentPage(session);
    if (session.readOnly || !current) return false;
    try {
      const id = importComponents(
        session.doc,
        { pageId: current.pageId, parentId, json: text },
        LOCAL_ORIGIN,
      );
      const state = session.store.getState();
      if (parentId) state.setExpanded([parentId, ...current.tree.ancestors(parentId)], true);
      state.selectOnly([id]);
      toast.success(SUCCESS_TEXTS.componentsImported);
      return true;
    } catch (error) {
      console.error(error);
      toast.error(TEXTS.importExportFailed);
      return false;
    }
  };

  return {
    exportToFile(ids) {
      const current = currentPage(session);
      // The file holds one subtree: the first selected element with its descendants.
      const elementId = ids[0];
      if (!current || !elementId) return;
      try {
        const file = exportComponents(session.doc, { pageId: current.pageId, elementId });
        download(EXPORT_FILE_NAME, JSON.stringify(file, null, 2));
        toast.success(SUCCESS_TEXTS.componentsExported);
      } catch (error) {
        console.error(error);
        toast.error(TEXTS.importExportFailed);
      }
    },

    async importFromFile(parentId) {
      if (session.readOnly) return;
      const file = await pickFile();
      if (!file) return;
      let text: string;
      try {
        text = await file.text();
      } catch {
        toast.error(TEXTS.problemParsingFile);
        return;
      }
      importText(text, parentId);
    },

    importText,
  };
}
