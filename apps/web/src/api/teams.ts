// Teams of the signed-in user (SPEC §7: listed with page=1, limit=50).
import { z } from 'zod';
import { api } from './client.ts';

/** SPEC §9: teams fetched up to 50. */
export const TEAMS_PAGE_LIMIT = 50;

export const teamSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  role: z.string().nullish(),
});
export type Team = z.infer<typeof teamSchema>;

const teamListSchema = z.object({ items: z.array(teamSchema), total: z.number().optional() });

export async function listTeams(): Promise<{ items: Team[]; total: number }> {
  const list = teamListSchema.parse(await api('GET', `/v2/teams?page=1&limit=${TEAMS_PAGE_LIMIT}`));
  return { items: list.items, total: list.total ?? list.items.length };
}

export async function getTeam(teamId: string): Promise<Team> {
  return teamSchema.parse(await api('GET', `/v2/teams/${encodeURIComponent(teamId)}`));
}

// Team administration, members and invitations (SPEC §7: /v2/teams/{id}, /invite, /members).
const teamPath = (teamId: string) => `/v2/teams/${encodeURIComponent(teamId)}`;

/** A team as its own page shows it: personal teams (made at first sign-in) cannot be deleted. */
export const teamDetailSchema = teamSchema.extend({ personal: z.boolean().optional() });
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export async function getTeamDetail(teamId: string): Promise<TeamDetail> {
  return teamDetailSchema.parse(await api('GET', teamPath(teamId)));
}

export async function createTeam(name: string): Promise<TeamDetail> {
  return teamDetailSchema.parse(await api('POST', '/v2/teams', { name }));
}

export async function renameTeam(teamId: string, name: string): Promise<TeamDetail> {
  return teamDetailSchema.parse(await api('PATCH', teamPath(teamId), { name }));
}

export async function deleteTeam(teamId: string): Promise<void> {
  await api('DELETE', teamPath(teamId));
}

export const memberSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  profilePicture: z.string().nullish(),
  role: z.string(),
  joinedAt: z.string().nullish(),
});
export type Member = z.infer<typeof memberSchema>;

const memberListSchema = z.object({ items: z.array(memberSchema) });

export async function listMembers(teamId: string): Promise<Member[]> {
  return memberListSchema.parse(await api('GET', `${teamPath(teamId)}/members`)).items;
}

export async function getMember(teamId: string, memberId: string): Promise<Member> {
  return memberSchema.parse(await api('GET', `${teamPath(teamId)}/members/${encodeURIComponent(memberId)}`));
}

export async function changeMemberRole(teamId: string, memberId: string, role: string): Promise<Member> {
  return memberSchema.parse(
    await api('PATCH', `${teamPath(teamId)}/members/${encodeURIComponent(memberId)}`, { role }),
  );
}

/** Removes a member; with the caller's own id this is leaving the team. */
export async function removeMember(teamId: string, memberId: string): Promise<void> {
  await api('DELETE', `${teamPath(teamId)}/members/${encodeURIComponent(memberId)}`);
}

export const inviteSchema = z.looseObject({
  id: z.string(),
  teamId: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: z.string().nullish(),
});
export type Invite = z.infer<typeof inviteSchema>;

export async function inviteMember(teamId: string, email: string, role: string): Promise<Invite> {
  return inviteSchema.parse(await api('POST', `${teamPath(teamId)}/invite`, { email, role }));
}

export async function listInvites(teamId: string): Promise<Invite[]> {
  return z.object({ items: z.array(inviteSchema) }).parse(await api('GET', `${teamPath(teamId)}/invites`))
    .items;
}

export async function revokeInvite(teamId: string, inviteId: string): Promise<void> {
  await api('DELETE', `${teamPath(teamId)}/invites/${encodeURIComponent(inviteId)}`);
}

/** The signed-in invitee joins the team; resolves with the team as they now see it. */
export async function acceptInvite(teamId: string, inviteId: string): Promise<TeamDetail> {
  return teamDetailSchema.parse(
    await api('POST', `${teamPath(teamId)}/invites/${encodeURIComponent(inviteId)}/accept`),
  );
}
