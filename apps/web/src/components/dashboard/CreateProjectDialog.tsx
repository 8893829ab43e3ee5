// Asks for the new project's label, then creates it in the team and opens the builder.
import { useState, type FormEvent } from 'react';
import type { Team } from '../../api/teams.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { Field } from '../ui/Input.tsx';
import { DASHBOARD_TEXTS } from './dashboard-texts.ts';
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
  const actions = useProjectActions();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!team) return;
    void actions.create(team.id, label.trim() || DASHBOARD_TEXTS.defaultProjectLabel);
  }

  return (
    <Dialog
      title={DASHBOARD_TEXTS.createProjectTitle}
      description={team ? DASHBOARD_TEXTS.createProjectDescription(team.name) : undefined}
      open={team !== null}
      onOpenChange={(open) => {
        if (!open) setLabel(DASHBOARD_TEXTS.defaultProjectLabel);
        onOpenChange(open);
      }}
    >
      <form onSubmit={submit} className="flex flex-col gap-5">
        <Field
          label={DASHBOARD_TEXTS.projectName}
          value={label}
          maxLength={200}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setLabel(event.target.value)}
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
