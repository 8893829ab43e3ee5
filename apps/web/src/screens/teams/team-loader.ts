// The team every /teams/:teamId screen shows in its frame. A team the user cannot see answers 404
// 'Team not found', which the route error screen shows.
import type { Params } from 'react-router';
import type { Team } from '@vitrine/core';
import { getTeam } from '../../api/teams.ts';
import {
  actingRole,
  teamPermissions,
  type TeamPermissions,
} from '../../components/teams/team-permissions.ts';

export interface TeamContext {
  team: Team;
  permissions: TeamPermissions;
}

export function teamIdFrom(params: Params): string {
  const teamId = params.teamId;
  if (!teamId) throw new Error('The route has no teamId');
  return teamId;
}

export async function loadTeam(params: Params): Promise<TeamContext> {
  const team = await getTeam(teamIdFrom(params));
  return { team, permissions: teamPermissions(actingRole(team)) };
}
