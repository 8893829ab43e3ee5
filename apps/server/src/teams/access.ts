// Whether a user may see a team, and with which rights. A team the caller does not belong to answers
// 404 exactly like a team that does not exist, so ids of other teams leak nothing; a system_admin sees
// every team. Inside a visible team, a missing right is a 403.
import {
  defineAbility,
  isTeamRole,
  type Ability,
  type Action,
  type Subject,
  type TeamRole,
} from '@vitrine/core';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { teamMembers, teams } from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';

export type Team = typeof teams.$inferSelect;

export interface TeamAccess {
  team: Team;
  /** The caller's role in the team; null for a system_admin who is not a member. */
  role: TeamRole | null;
  ability: Ability;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row, and must not reach PostgreSQL as one (500). */
export const isUuid = (value: string) => UUID.test(value);

export const TEAM_NOT_FOUND = 'Team not found';

export async function teamAccess(db: Database, user: AuthUser, teamId: string): Promise<TeamAccess | null> {
  if (!isUuid(teamId)) return null;
  const [row] = await db
    .select({ team: teams, role: teamMembers.role })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, user.id)))
    .where(eq(teams.id, teamId));
  if (!row) return null;
  const role = isTeamRole(row.role) ? row.role : null;
  if (!role && user.role !== 'system_admin') return null;
  return { team: row.team, role, ability: defineAbility(user, role ? { role } : null) };
}

/** The team as the caller may see it, or a 404. */
export async function requireTeam(db: Database, user: AuthUser, teamId: string): Promise<TeamAccess> {
  const access = await teamAccess(db, user, teamId);
  if (!access) throw notFound(TEAM_NOT_FOUND);
  return access;
}

/** Refuses with 403 unless the ability allows the action. */
export function authorize(ability: Ability, action: Action, subject: Subject, field?: string): void {
  if (!ability.can(action, subject, field)) throw forbidden();
}

/** The role the caller acts with when managing members: a system_admin counts as an owner. */
export function actingRole(access: TeamAccess, user: AuthUser) {
  return user.role === 'system_admin' ? 'system_admin' : access.role;
}
