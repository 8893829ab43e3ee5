// Asks for the new project's label, then creates it in the team and opens the builder. A name that is
// empty once trimmed is refused in place (SPEC §5), never replaced by a default behind the user's back.
import { PROJECT_LABEL_MAX_LENGTH, projectNameProblem, type Team } from '@vitrine/core';
import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/input.tsx';
import { DASHBOARD_TEXTS } from './texts.ts';
import { useProjectActions } from './use-project-actions.ts';

export function CreateProjectDialog({
  team,
  onOpenChange,
}: {
  /** The team the project goes to; the dialog is open while one is set. */
  team: Pick<Team, 'id' | 'name'> | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [label, setLabel] = useState<string>(DASHBOARD_TEXTS.defaultProjectLabel);
  const [problem, setProblem] = useState<string | null>(null);
  const actions = useProjectActions();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!team) return;
    const refused = projectNameProblem(label);
    setProblem(refused);
    if (!refused) void actions.create(team.id, label.trim());
  }

  return (
    <Dialog
      title={DASHBOARD_TEXTS.createProjectTitle}
      description={team ? DASHBOARD_TEXTS.createProjectDescription(team.name) : undefined}
      open={team !== null}
      onOpenChange={(open) => {
        if (!open) {
          setLabel(DASHBOARD_TEXTS.defaultProjectLabel);
          setProblem(null);
        }
        onOpenChange(open);
      }}
    >
      <form onSubmit={submit} className="flex flex-col gap-5">
        <Field
          label={DASHBOARD_TEXTS.projectName}
          value={label}
          maxLength={PROJECT_LABEL_MAX_LENGTH}
          autoFocus
          error={problem}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            setLabel(event.target.value);
            setProblem(null);
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {DASHBOARD_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={actions.busy}>
            {DASHBOARD_TEXTS.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
