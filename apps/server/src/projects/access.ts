// Whether a user may open a project, and how: the caller's team role decides read-write or read-only.
// Other teams' projects are invisible (null → the caller answers 404).
import { can, isTeamRole, type TeamRole } from '@vitrine/core';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { projects, teamMembers } from '../db/schema.ts';
import { isUuid } from '../teams/access.ts';

export type { TeamRole };

export interface ProjectAccess {
  project: typeof projects.$inferSelect;
  /** The caller's role in the project's team, or null for a public or example project they only view. */
  role: TeamRole | null;
  readOnly: boolean;
}

export async function projectAccess(
  db: Database,
  user: AuthUser,
  projectId: string,
): Promise<ProjectAccess | null> {
  if (!isUuid(projectId)) return null;
  const [row] = await db
    .select({ project: projects, role: teamMembers.role })
    .from(projects)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, user.id)))
    .where(eq(projects.id, projectId));
  if (!row) return null;
  const role = isTeamRole(row.role) ? row.role : null;
  if (user.role === 'system_admin') return { project: row.project, role, readOnly: false };
  if (role)
    return {
      project: row.project,
      role,
      readOnly: !can(role, 'update', 'project') || !!row.project.archivedAt,
    };
  if (row.project.isExample || row.project.isPublic)
    return { project: row.project, role: null, readOnly: true };
  return null;
}
