// What the signed-in user may do in one team, from their role there (the same `can` matrix the server
// enforces, docs/permissions.md). Screens hide what these say no to; the server still refuses.
import {
  canAssignRole,
  canRemoveMember,
  can,
  isTeamRole,
  TEAM_ROLES,
  type Role,
  type TeamRole,
} from '@vitrine/core';

/**
 * The role the caller acts with in a team. The API answers a team with role null only to a
 * system_admin who is not a member (everyone else gets 404), so null means system_admin.
 */
export function actingRole(team: { role?: string | null }): Role | null {
  if (team.role === null || team.role === undefined) return 'system_admin';
  return isTeamRole(team.role) ? team.role : null;
}

export interface TeamPermissions {
  createProject: boolean;
  /** Rename, archive and restore projects. */
  editProject: boolean;
  invite: boolean;
  renameTeam: boolean;
  deleteTeam: boolean;
}

export function teamPermissions(role: Role | null): TeamPermissions {
  return {
    createProject: can(role, 'create', 'project'),
    editProject: can(role, 'update', 'project'),
    invite: can(role, 'invite', 'team'),
    renameTeam: can(role, 'update', 'team', 'name'),
    deleteTeam: can(role, 'delete', 'team'),
  };
}

/** The roles the caller may give a member who holds `current` (null: a new invitation). */
export function roleChoices(actor: Role | null, current: TeamRole | null): TeamRole[] {
  return TEAM_ROLES.filter((role) => canAssignRole(actor, current, role));
}

/** Whether the caller may change this member's role at all (more than the role they have now). */
export function mayChangeRole(actor: Role | null, current: string): boolean {
  if (!isTeamRole(current)) return false;
  return roleChoices(actor, current).some((role) => role !== current);
}

/** How many people a team has, and how many of them own it. */
export interface TeamRoster {
  members: number;
  owners: number;
}

/** Whether this member is the team's only owner: they may not leave, nor stop being owner. */
export function isSoleOwner(member: { role: string }, roster: TeamRoster): boolean {
  return member.role === 'team_owner' && roster.owners <= 1;
}

/**
 * Removing someone else needs the right; leaving (removing oneself) is offered to everyone but the
 * team's only owner (the server refuses that too: a team always keeps an owner).
 */
export function mayRemove(
  actor: Role | null,
  member: { role: string },
  isSelf: boolean,
  roster: TeamRoster,
): boolean {
  if (isSelf) return !isSoleOwner(member, roster);
  return isTeamRole(member.role) && canRemoveMember(actor, member.role);
}

/** The roster of a member list. */
export function rosterOf(members: ReadonlyArray<{ role: string }>): TeamRoster {
  return { members: members.length, owners: members.filter((member) => member.role === 'team_owner').length };
}
