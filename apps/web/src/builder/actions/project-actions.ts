// Renaming the project (SPEC §2, §5) in the shared document, like any other edit: it is one undo step,
// it is kept on this device while offline, and the server copies the document's label to the
// project's row (what the dashboard lists). A name that is empty once trimmed is refused with a
// message and the project keeps its name; a rename toasts 'Project name updated !'.
import { LOCAL_ORIGIN, projectNameProblem, renameProject, SUCCESS_TEXTS } from '@vitrine/core';
import { toast } from 'sonner';
import type { BuilderSession } from '../state/session.tsx';

export interface ProjectActions {
  /** Renames the project; returns the problem shown instead when the name is refused. */
  renameProject(label: string): string | null;
}

export function createProjectActions(session: BuilderSession): ProjectActions {
  return {
    renameProject(label) {
      if (session.readOnly) return null;
      const problem = projectNameProblem(label);
      if (problem) {
        toast.error(problem);
        return problem;
      }
      if (renameProject(session.doc, { label }, LOCAL_ORIGIN)) toast.success(SUCCESS_TEXTS.projectRenamed);
      return null;
    },
  };
}
