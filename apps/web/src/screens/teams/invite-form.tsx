// Invite by e-mail with a role (POST /v2/teams/:id/invite). Offers only the roles the caller may give.
import { IconSend } from '@tabler/icons-react';
import type { Role, TeamRole, Team } from '@vitrine/core';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { inviteMember } from '../../api/teams.ts';
import { roleChoices } from '../../components/teams/team-permissions.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { roleLabel, TEAM_TEXTS } from './texts.ts';

const DEFAULT_INVITE_ROLE: TeamRole = 'team_member';

export function InviteForm({ team, actor }: { team: Team; actor: Role | null }) {
  const choices = roleChoices(actor, null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>(
    choices.includes(DEFAULT_INVITE_ROLE) ? DEFAULT_INVITE_ROLE : choices[0]!,
  );
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    setSending(true);
    try {
      await inviteMember(team.id, address, role);
      toast.success(TEAM_TEXTS.invited(address));
      setEmail('');
      await revalidator.revalidate();
    } catch (error) {
      toastError(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Card className="mb-6">
      <CardHeader title={TEAM_TEXTS.inviteTitle} description={TEAM_TEXTS.inviteDescription} />
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-center gap-3 px-6 py-5">
        <Input
          type="email"
          required
          aria-label={TEAM_TEXTS.email}
          placeholder={TEAM_TEXTS.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-9 min-w-64 flex-1"
        />
        <Select
          aria-label={TEAM_TEXTS.role}
          value={role}
          onValueChange={setRole}
          options={choices.map((value) => ({ value, label: roleLabel(value) }))}
        />
        <Button
          type="submit"
          size="md"
          className="h-9"
          loading={sending}
          icon={<IconSend className="size-4" />}
        >
          {TEAM_TEXTS.invite}
        </Button>
      </form>
    </Card>
  );
}
