// Teams of the signed-in user (SPEC §7: listed with page=1, limit=50), their members and invitations
// (SPEC §7: /v2/teams/{id}, /invite, /members). Answers are read with core's schemas, the ones the
// server declares for these calls.
import {
  TeamInviteListSchema,
  TeamInviteSchema,
  TeamListSchema,
  TeamMemberListSchema,
  TeamMemberSchema,
  TeamSchema,
  type Team,
  type TeamInvite,
  type TeamList,
  type TeamMember,
} from '@vitrine/core';
import { api } from './client.ts';

/** SPEC §9: teams fetched up to 50. */
export const TEAMS_PAGE_LIMIT = 50;

const teamPath = (teamId: string) => `/v2/teams/${encodeURIComponent(teamId)}`;

export async function listTeams(): Promise<TeamList> {
  return TeamListSchema.parse(await api('GET', `/v2/teams?page=1&limit=${TEAMS_PAGE_LIMIT}`));
}

export async function getTeam(teamId: string): Promise<Team> {
  return TeamSchema.parse(await api('GET', teamPath(teamId)));
}

export async function createTeam(name: string): Promise<Team> {
  return TeamSchema.parse(await api('POST', '/v2/teams', { name }));
}

export async function renameTeam(teamId: string, name: string): Promise<Team> {
  return TeamSchema.parse(await api('PATCH', teamPath(teamId), { name }));
}

export async function deleteTeam(teamId: string): Promise<void> {
  await api('DELETE', teamPath(teamId));
}

export async function listMembers(teamId: string): Promise<TeamMember[]> {
  return TeamMemberListSchema.parse(await api('GET', `${teamPath(teamId)}/members`)).items;
}

export async function getMember(teamId: string, memberId: string): Promise<TeamMember> {
  return TeamMemberSchema.parse(
    await api('GET', `${teamPath(teamId)}/members/${encodeURIComponent(memberId)}`),
  );
}

export async function changeMemberRole(teamId: string, memberId: string, role: string): Promise<TeamMember> {
  return TeamMemberSchema.parse(
    await api('PATCH', `${teamPath(teamId)}/members/${encodeURIComponent(memberId)}`, { role }),
  );
}

/** Removes a member; with the caller's own id this is leaving the team. */
export async function removeMember(teamId: string, memberId: string): Promise<void> {
  await api('DELETE', `${teamPath(teamId)}/members/${encodeURIComponent(memberId)}`);
}

export async function inviteMember(teamId: string, email: string, role: string): Promise<TeamInvite> {
  return TeamInviteSchema.parse(await api('POST', `${teamPath(teamId)}/invite`, { email, role }));
}

export async function listInvites(teamId: string): Promise<TeamInvite[]> {
  return TeamInviteListSchema.parse(await api('GET', `${teamPath(teamId)}/invites`)).items;
}

export async function revokeInvite(teamId: string, inviteId: string): Promise<void> {
  await api('DELETE', `${teamPath(teamId)}/invites/${encodeURIComponent(inviteId)}`);
}

/** The signed-in invitee joins the team; resolves with the team as they now see it. */
export async function acceptInvite(teamId: string, inviteId: string): Promise<Team> {
  return TeamSchema.parse(
    await api('POST', `${teamPath(teamId)}/invites/${encodeURIComponent(inviteId)}/accept`),
  );
}
