// '/teams/:teamId/members': the team's members. Owners and admins invite (e-mail and role), change
// roles they may give and remove members below them; everyone but the only owner may leave; members
// see a read-only list.
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listInvites, listMembers } from '../../api/teams.ts';
import { actingRole, rosterOf } from '../../components/teams/team-permissions.ts';
import { Card } from '../../components/ui/card.tsx';
import { InviteForm } from './invite-form.tsx';
import { MemberAvatar } from './member-avatar.tsx';
import { MemberControls } from './member-controls.tsx';
import { PendingInvites } from './pending-invites.tsx';
import { TeamFrame, teamPath } from './team-frame.tsx';
import { loadTeam, teamIdFrom } from './team-loader.ts';
import { memberName, TEAM_TEXTS } from './texts.ts';
import { useMemberActions } from './use-member-actions.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const teamId = teamIdFrom(params);
  const [context, members] = await Promise.all([loadTeam(params), listMembers(teamId)]);
  const invites = context.permissions.invite ? await listInvites(teamId) : [];
  return { context, members, invites };
}

export default function TeamMembersScreen() {
  const { context, members, invites } = useLoaderData<typeof loader>();
  const { team, permissions } = context;
  const actor = actingRole(team);
  const { isSelf } = useMemberActions(team);
  const roster = rosterOf(members);

  return (
    <TeamFrame context={context} title={TEAM_TEXTS.membersTitle}>
      {permissions.invite && <InviteForm team={team} actor={actor} />}
      <Card className="overflow-hidden">
        <ul aria-label={TEAM_TEXTS.membersTitle} className="divide-y divide-neutral-100">
          {members.map((member) => (
            <li
              key={member.id}
              data-testid="member-row"
              className="flex flex-wrap items-center gap-4 px-6 py-4"
            >
              <Link
                to={teamPath(team.id, `/members/${encodeURIComponent(member.id)}`)}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
              >
                <MemberAvatar member={member} />
                <span className="min-w-0">
                  <span className="flex items-center gap-2">
                    <span className="truncate text-sm font-medium text-neutral-900 hover:underline">
                      {memberName(member)}
                    </span>
                    {isSelf(member) && (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-medium text-brand-700">
                        {TEAM_TEXTS.you}
                      </span>
                    )}
                  </span>
                  {memberName(member) !== member.email && (
                    <span className="block truncate text-xs text-neutral-500">{member.email}</span>
                  )}
                </span>
              </Link>
              <MemberControls team={team} actor={actor} member={member} roster={roster} />
            </li>
          ))}
        </ul>
      </Card>
      <PendingInvites team={team} invites={invites} />
    </TeamFrame>
  );
}
