// Invitations not accepted yet, with Revoke (for the roles that may invite).
import { IconMail } from '@tabler/icons-react';
import { relativeTime, type Team, type TeamInvite } from '@vitrine/core';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { revokeInvite } from '../../api/teams.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { RoleBadge } from './member-controls.tsx';
import { TEAM_TEXTS } from './texts.ts';

export function PendingInvites({ team, invites }: { team: Team; invites: TeamInvite[] }) {
  const revalidator = useRevalidator();
  if (invites.length === 0) return null;

  async function revoke(invite: TeamInvite) {
    try {
      await revokeInvite(team.id, invite.id);
      toast.success(TEAM_TEXTS.revoked);
      await revalidator.revalidate();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Card className="mt-6">
      <CardHeader title={TEAM_TEXTS.pendingInvites} />
      <ul aria-label={TEAM_TEXTS.pendingInvites} className="divide-y divide-neutral-100">
        {invites.map((invite) => (
          <li key={invite.id} className="flex items-center gap-4 px-6 py-3.5">
            <span className="flex size-9 items-center justify-center rounded-full bg-neutral-100 text-neutral-500">
              <IconMail className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm text-neutral-800">{invite.email}</span>
              {invite.createdAt && (
                <span className="block text-xs text-neutral-500">{relativeTime(invite.createdAt)}</span>
              )}
            </span>
            <RoleBadge role={invite.role} />
            <Button variant="ghost" size="sm" onClick={() => void revoke(invite)}>
              {TEAM_TEXTS.revoke}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
