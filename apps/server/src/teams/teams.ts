// Teams as the caller sees them: create (the creator becomes the owner), list their own, rename, delete.
import type { Team as TeamView, TeamList, TeamRole } from '@vitrine/core';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { projects, teamMembers, teams } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { authorize, type Team, type TeamAccess } from './access.ts';

export const teamNameSchema = z
  .string({ error: 'Team name is required' })
  .trim()
  .min(1, 'Team name is required')
  .max(100, 'Team name is at most 100 characters');

export const createTeamBody = z.object({ name: teamNameSchema });
export const updateTeamBody = z.object({ name: teamNameSchema });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export function teamView(team: Team, role: TeamRole | null): TeamView {
  return {
    id: team.id,
    name: team.name,
    personal: team.personal,
    role,
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
  };
}

export async function createTeam(db: Database, user: AuthUser, name: string): Promise<TeamView> {
  return db.transaction(async (tx) => {
    const [team] = await tx.insert(teams).values({ name }).returning();
    await tx.insert(teamMembers).values({ teamId: team!.id, userId: user.id, role: 'team_owner' });
    return teamView(team!, 'team_owner');
  });
}

/** The caller's teams: their own personal team first, then by name (others' personal teams too). */
export async function listTeams(
  db: Database,
  user: AuthUser,
  { page, limit }: z.infer<typeof pageQuery>,
): Promise<TeamList> {
  const mine = eq(teamMembers.userId, user.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ team: teams, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(mine)
      .orderBy(
        desc(sql`(${teams.personal} and ${teamMembers.role} = 'team_owner')`),
        asc(teams.name),
        asc(teams.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(teamMembers).where(mine),
  ]);
  return {
    items: rows.map((row) => teamView(row.team, row.role as TeamRole)),
    total: Number(totals?.total ?? 0),
  };
}

export async function renameTeam(db: Database, access: TeamAccess, name: string): Promise<TeamView> {
  authorize(access.ability, 'update', 'team', 'name');
  const [team] = await db
    .update(teams)
    .set({ name, updatedAt: new Date() })
    .where(eq(teams.id, access.team.id))
    .returning();
  return teamView(team!, access.role);
}

/**
 * Deletes a team with its projects; returns the ids of the projects deleted with it. A personal team
 * is where its owner lands after sign-in, and the system team holds the quickstart templates:
 * neither can be deleted.
 */
export async function deleteTeam(db: Database, access: TeamAccess): Promise<string[]> {
  authorize(access.ability, 'delete', 'team');
  if (access.team.personal) throw badRequest('A personal team cannot be deleted');
  if (access.team.system) throw badRequest('The system team cannot be deleted');
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.teamId, access.team.id));
    const [deleted] = await tx
      .delete(teams)
      .where(and(eq(teams.id, access.team.id), eq(teams.personal, false)))
      .returning({ id: teams.id });
    return deleted ? owned.map((project) => project.id) : [];
  });
}
