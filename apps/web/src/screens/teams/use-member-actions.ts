// Role changes and removals of team members, with their toasts. Leaving the team (removing oneself)
// goes back to the teams list, since the team is no longer visible.
import { isTeamRole, type Team, type TeamMember } from '@vitrine/core';
import { useNavigate, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { readStoredUser } from '../../api/storage.ts';
import { changeMemberRole, removeMember } from '../../api/teams.ts';
import { memberName, roleLabel, TEAM_TEXTS } from './texts.ts';

export function useMemberActions(team: Team) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const selfId = readStoredUser()?.id;

  return {
    isSelf: (member: Pick<TeamMember, 'id'>) => member.id === selfId,

    async changeRole(member: TeamMember, role: string) {
      if (!isTeamRole(role) || role === member.role) return;
      try {
        await changeMemberRole(team.id, member.id, role);
        toast.success(TEAM_TEXTS.roleChanged(memberName(member), roleLabel(role)));
        await revalidator.revalidate();
      } catch (error) {
        toastError(error);
      }
    },

    /** Throws after toasting, so a confirm dialog stays open for another try. */
    async remove(member: TeamMember, afterRemovePath?: string) {
      const leaving = member.id === selfId;
      try {
        await removeMember(team.id, member.id);
      } catch (error) {
        toastError(error);
        throw error;
      }
      toast.success(leaving ? TEAM_TEXTS.left(team.name) : TEAM_TEXTS.removed(memberName(member)));
      if (leaving) await navigate('/teams');
      else if (afterRemovePath) await navigate(afterRemovePath);
      else await revalidator.revalidate();
    },
  };
}
