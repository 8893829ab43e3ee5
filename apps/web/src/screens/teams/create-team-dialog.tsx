// 'Create team': asks for a name, creates the team (the creator is its owner) and opens it.
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { createTeam } from '../../api/teams.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/input.tsx';
import { teamPath } from './team-frame.tsx';
import { TEAM_TEXTS } from './texts.ts';

export function CreateTeamDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return;
    setSaving(true);
    try {
      const team = await createTeam(name.trim());
      toast.success(TEAM_TEXTS.teamCreated(team.name));
      setOpen(false);
      setName('');
      await navigate(teamPath(team.id));
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      title={TEAM_TEXTS.createTeamTitle}
      description={TEAM_TEXTS.createTeamDescription}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button icon={<IconPlus className="size-4" />}>{TEAM_TEXTS.createTeam}</Button>}
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <Field
          label={TEAM_TEXTS.teamName}
          value={name}
          required
          maxLength={100}
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {TEAM_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={saving} disabled={!name.trim()}>
            {TEAM_TEXTS.createTeam}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
