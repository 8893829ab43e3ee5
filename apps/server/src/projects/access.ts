// Whether a user may open a project, and how: the caller's team role decides read-write or read-only.
// Other teams' projects are invisible (null → the caller answers 404).
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { projects, teamMembers } from '../db/schema.ts';

export type TeamRole = 'team_owner' | 'team_admin' | 'team_editor' | 'team_member';

export interface ProjectAccess {
  project: typeof projects.$inferSelect;
  /** The caller's role in the project's team, or null for a public or example project they only view. */
  role: TeamRole | null;
  readOnly: boolean;
}

const WRITER_ROLES: ReadonlySet<string> = new Set(['team_owner', 'team_admin', 'team_editor']);

export async function projectAccess(
  db: Database,
  user: AuthUser,
  projectId: string,
): Promise<ProjectAccess | null> {
  if (!/^[0-9a-f-]{36}$/i.test(projectId)) return null;
  const [row] = await db
    .select({ project: projects, role: teamMembers.role })
    .from(projects)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, user.id)))
    .where(eq(projects.id, projectId));
  if (!row) return null;
  const role = (row.role as TeamRole | null) ?? null;
  if (user.role === 'system_admin') return { project: row.project, role, readOnly: false };
  if (role)
    return { project: row.project, role, readOnly: !WRITER_ROLES.has(role) || !!row.project.archivedAt };
  if (row.project.isExample || row.project.isPublic)
    return { project: row.project, role: null, readOnly: true };
  return null;
}
