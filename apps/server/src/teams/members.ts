// Team members: list, one member, change a role, remove (or leave). A team always keeps an owner.
import {
  canAssignRole,
  canRemoveMember,
  teamRoleSchema,
  type TeamMember,
  type TeamMemberList,
  type TeamRole,
} from '@vitrine/core';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { teamMembers, users } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { actingRole, authorize, isUuid, type TeamAccess } from './access.ts';

export const changeRoleBody = z.object({ role: teamRoleSchema });

export const MEMBER_NOT_FOUND = 'Member not found';
export const LAST_OWNER = 'A team needs at least one owner';
export const SOLE_OWNER_LEAVING =
  'You are the only owner of this team: make another member an owner before you leave';

const memberColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
  role: teamMembers.role,
  joinedAt: teamMembers.createdAt,
};

interface MemberRow {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profilePicture: string | null;
  role: string;
  joinedAt: Date;
}

function memberView(row: MemberRow): TeamMember {
  return {
    id: row.userId,
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePicture: row.profilePicture,
    role: row.role as TeamRole,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export async function listMembers(db: Database, access: TeamAccess): Promise<TeamMemberList> {
  authorize(access.ability, 'read', 'member');
  const rows = await db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, access.team.id))
    .orderBy(asc(teamMembers.createdAt), asc(users.email));
  return { items: rows.map(memberView), total: rows.length };
}

export async function getMember(db: Database, access: TeamAccess, memberId: string): Promise<TeamMember> {
  authorize(access.ability, 'read', 'member');
  if (!isUuid(memberId)) throw notFound(MEMBER_NOT_FOUND);
  const [row] = await db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, access.team.id), eq(teamMembers.userId, memberId)));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return memberView(row);
}

/**
 * Refuses when the team would lose its last owner. The owner rows are locked first, so two owners
 * demoting each other at the same time are serialised and the second one sees the first change.
 */
async function keepAnOwner(
  db: Database,
  teamId: string,
  leavingOwnerId: string,
  message = LAST_OWNER,
): Promise<void> {
  const owners = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'team_owner')))
    .for('update');
  if (!owners.some((owner) => owner.userId !== leavingOwnerId)) throw conflict(message);
}

export async function changeMemberRole(
  db: Database,
  user: AuthUser,
  access: TeamAccess,
  memberId: string,
  role: TeamRole,
): Promise<TeamMember> {
  authorize(access.ability, 'update', 'member', 'role');
  const member = await getMember(db, access, memberId);
  if (!canAssignRole(actingRole(access, user), member.role, role)) throw forbidden();
  if (member.role === role) return member;
  return db.transaction(async (tx) => {
    if (member.role === 'team_owner') await keepAnOwner(tx, access.team.id, memberId);
    await tx
      .update(teamMembers)
      .set({ role })
      .where(and(eq(teamMembers.teamId, access.team.id), eq(teamMembers.userId, memberId)));
    return { ...member, role };
  });
}

/** Removes a member; anyone may remove themselves (leave), except the last owner. */
export async function removeMember(
  db: Database,
  user: AuthUser,
  access: TeamAccess,
  memberId: string,
): Promise<void> {
  const member = await getMember(db, access, memberId);
  const leaving = member.userId === user.id;
  if (!leaving) {
    authorize(access.ability, 'delete', 'member');
    if (!canRemoveMember(actingRole(access, user), member.role)) throw forbidden();
  }
  await db.transaction(async (tx) => {
    if (member.role === 'team_owner')
      await keepAnOwner(tx, access.team.id, memberId, leaving ? SOLE_OWNER_LEAVING : LAST_OWNER);
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, access.team.id), eq(teamMembers.userId, memberId)));
  });
}
