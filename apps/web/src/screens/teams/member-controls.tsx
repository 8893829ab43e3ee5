// A member's role (a select when the caller may change it, else a badge) and the remove or leave
// button with its confirm dialog. Only what the caller's role allows is shown; the team's only owner
// is told how to leave instead of being offered a Leave that the server refuses.
import { IconInfoCircle, IconLogout, IconUserMinus } from '@tabler/icons-react';
import type { Role, Team, TeamMember } from '@vitrine/core';
import {
  isSoleOwner,
  mayChangeRole,
  mayRemove,
  roleChoices,
  type TeamRoster,
} from '../../components/teams/team-permissions.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Select } from '../../components/ui/select.tsx';
import { memberName, roleLabel, TEAM_TEXTS, type MemberMethod } from './texts.ts';
import { useMemberActions } from './use-member-actions.ts';

export function RoleBadge({ role }: { role: string }) {
  return (
    <span className="inline-flex h-7 items-center rounded-full bg-neutral-100 px-3 text-xs font-medium text-neutral-600">
      {roleLabel(role)}
    </span>
  );
}

export function MemberControls({
  team,
  actor,
  member,
  roster,
  afterRemovePath,
  method,
}: {
  team: Team;
  actor: Role | null;
  member: TeamMember;
  roster: TeamRoster;
  afterRemovePath?: string;
  /** The members sub-view by method: 'remove' opens the remove (or leave) confirmation. */
  method?: MemberMethod;
}) {
  const actions = useMemberActions(team);
  const self = actions.isSelf(member);
  const name = memberName(member);
  // The only owner cannot step down either (the server keeps an owner): their role shows as a badge.
  const choices =
    mayChangeRole(actor, member.role) && !isSoleOwner(member, roster)
      ? roleChoices(actor, member.role as Parameters<typeof roleChoices>[1])
      : [];
  const options = [...new Set([member.role, ...choices])].map((role) => ({
    value: role,
    label: roleLabel(role),
  }));

  return (
    <div className="flex items-center gap-2">
      {choices.length > 0 ? (
        <Select
          aria-label={`Role of ${name}`}
          value={member.role}
          options={options}
          onValueChange={(role) => void actions.changeRole(member, role)}
        />
      ) : (
        <RoleBadge role={member.role} />
      )}
      {self && isSoleOwner(member, roster) && roster.members > 1 && (
        <p
          className="flex max-w-64 items-start gap-1.5 text-xs text-neutral-500"
          data-testid="sole-owner-note"
        >
          <IconInfoCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {TEAM_TEXTS.soleOwnerCannotLeave}
        </p>
      )}
      {mayRemove(actor, member, self, roster) && (
        <ConfirmDialog
          title={self ? TEAM_TEXTS.leaveTitle : TEAM_TEXTS.removeTitle}
          description={self ? TEAM_TEXTS.leaveText(team.name) : TEAM_TEXTS.removeText(name)}
          confirmLabel={self ? TEAM_TEXTS.leave : TEAM_TEXTS.remove}
          onConfirm={() => actions.remove(member, afterRemovePath)}
          defaultOpen={method === 'remove'}
        >
          <Button
            variant="ghost"
            size="sm"
            aria-label={self ? TEAM_TEXTS.leave : `${TEAM_TEXTS.remove} ${name}`}
            icon={self ? <IconLogout className="size-4" /> : <IconUserMinus className="size-4" />}
          >
            {self ? TEAM_TEXTS.leave : TEAM_TEXTS.remove}
          </Button>
        </ConfirmDialog>
      )}
    </div>
  );
}
