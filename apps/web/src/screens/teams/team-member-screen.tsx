// '/teams/:teamId/members/:memberId': one member — name, e-mail, role and since when — with the role
// change and removal the caller may do. '/teams/:teamId/members/:memberId/:method' is the same page
// as a sub-view by method (SPEC §2): 'remove' opens the removal's confirmation; another method
// goes back to the member.
import { IconChevronLeft } from '@tabler/icons-react';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getMember, listMembers } from '../../api/teams.ts';
import { actingRole, rosterOf } from '../../components/teams/team-permissions.ts';
import { Card } from '../../components/ui/card.tsx';
import { MemberAvatar } from './member-avatar.tsx';
import { MemberControls } from './member-controls.tsx';
import { TeamFrame, teamPath } from './team-frame.tsx';
import { loadTeam, teamIdFrom } from './team-loader.ts';
import { isMemberMethod, memberName, TEAM_TEXTS } from './texts.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const memberId = params.memberId ?? '';
  const teamId = teamIdFrom(params);
  if (params.method !== undefined && !isMemberMethod(params.method))
    return redirect(`/teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(memberId)}`);
  // The whole list too: the team's only owner is not offered to leave.
  const [context, member, members] = await Promise.all([
    loadTeam(params),
    getMember(teamId, memberId),
    listMembers(teamId),
  ]);
  return {
    context,
    member,
    roster: rosterOf(members),
    method: isMemberMethod(params.method) ? params.method : undefined,
  };
}

const joinedDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '—';

export default function TeamMemberScreen() {
  const { context, member, roster, method } =
    useLoaderData<Exclude<Awaited<ReturnType<typeof loader>>, Response>>();
  const { team } = context;
  const membersPath = teamPath(team.id, '/members');
  return (
    <TeamFrame context={context} title={TEAM_TEXTS.memberTitle}>
      <Link
        to={membersPath}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-neutral-500 hover:text-neutral-800"
      >
        <IconChevronLeft className="size-4" />
        {TEAM_TEXTS.backToMembers}
      </Link>
      <Card className="max-w-2xl">
        <div className="flex flex-wrap items-center gap-4 px-6 py-6">
          <MemberAvatar member={member} size="size-14" />
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-lg font-medium text-neutral-900">{memberName(member)}</h2>
            {memberName(member) !== member.email && (
              <p className="truncate text-sm text-neutral-500">{member.email}</p>
            )}
          </div>
          <MemberControls
            team={team}
            actor={actingRole(team)}
            member={member}
            roster={roster}
            afterRemovePath={membersPath}
            method={method}
          />
        </div>
        <dl className="grid grid-cols-2 gap-4 border-t border-neutral-100 px-6 py-5 text-sm">
          <div>
            <dt className="text-xs text-neutral-500">{TEAM_TEXTS.email}</dt>
            <dd className="mt-1 truncate text-neutral-800">{member.email}</dd>
          </div>
          <div>
            <dt className="text-xs text-neutral-500">{TEAM_TEXTS.joined}</dt>
            <dd className="mt-1 text-neutral-800">{joinedDate(member.joinedAt)}</dd>
          </div>
        </dl>
      </Card>
    </TeamFrame>
  );
}
