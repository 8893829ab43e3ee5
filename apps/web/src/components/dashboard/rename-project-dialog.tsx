// Renames a project from its card. SPEC §5: an empty name changes nothing: it is not sent, and the
// field says why while the project keeps its name.
import { PROJECT_LABEL_MAX_LENGTH, projectNameProblem, type ProjectSummary } from '@vitrine/core';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { renameProject } from '../../api/projects.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/input.tsx';
import { DASHBOARD_TEXTS } from './texts.ts';

export function RenameProjectDialog({
  project,
  onClose,
}: {
  /** The project being renamed; the dialog is open while one is set. */
  project: Pick<ProjectSummary, 'id' | 'teamId' | 'label'> | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={DASHBOARD_TEXTS.renameTitle}
      open={project !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {project && <RenameForm key={project.id} project={project} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({
  project,
  onClose,
}: {
  project: Pick<ProjectSummary, 'id' | 'teamId' | 'label'>;
  onClose: () => void;
}) {
  const [label, setLabel] = useState(project.label);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const revalidator = useRevalidator();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = label.trim();
    const refused = projectNameProblem(next);
    setProblem(refused);
    if (refused) return;
    if (next === project.label) return onClose();
    setSaving(true);
    try {
      await renameProject(project.teamId, project.id, next);
      toast.success(DASHBOARD_TEXTS.renamed);
      await revalidator.revalidate();
      onClose();
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <Field
        label={DASHBOARD_TEXTS.projectName}
        value={label}
        maxLength={PROJECT_LABEL_MAX_LENGTH}
        autoFocus
        error={problem}
        onChange={(event) => {
          setLabel(event.target.value);
          setProblem(null);
        }}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {DASHBOARD_TEXTS.cancel}
        </Button>
        <Button type="submit" loading={saving}>
          {DASHBOARD_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
