// Renaming the project (SPEC §2, §5): an empty name is ignored; the name is saved through the API
// (which keeps the project's row and its document label together) and shown at once in the
// document, then 'Project name updated !'.
import { LOCAL_ORIGIN, renameProject, SUCCESS_TEXTS } from '@vitrine/core';
import { toast } from 'sonner';
import { api } from '../../api/client.ts';
import { toastError } from '../../api/errors.ts';
import type { BuilderSession } from '../state/session.tsx';
import { projectRoot } from '../state/use-pages.ts';

export interface ProjectActions {
  renameProject(label: string): Promise<void>;
}

export function createProjectActions(session: BuilderSession): ProjectActions {
  return {
    async renameProject(label) {
      const next = label.trim();
      if (session.readOnly || next === '') return;
      const root = projectRoot(session.doc);
      const previous = root.get('label');
      if (previous === next) return;
      try {
        await api('PATCH', `/v2/teams/${session.teamId}/projects/${session.projectId}`, { label: next });
        // The server writes the label into the document too; set it here so it shows at once.
        renameProject(session.doc, { label: next }, LOCAL_ORIGIN);
        toast.success(SUCCESS_TEXTS.projectRenamed);
      } catch (error) {
        toastError(error);
      }
    },
  };
}
