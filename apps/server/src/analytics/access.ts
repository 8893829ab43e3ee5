// Who may read a project's analytics: members of its team whose role has `aggregate` on projects
// (every team role), and system admins. Everyone else gets the 404 of a missing project.
import { defineAbility } from '@vitrine/core';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { projectAccess } from '../projects/access.ts';
import { authorize } from '../teams/access.ts';

export const PROJECT_NOT_FOUND = 'Project not found';

export async function requireAnalyticsAccess(db: Database, user: AuthUser, projectId: string): Promise<void> {
  const access = await projectAccess(db, user, projectId);
  if (!access || (!access.role && user.role !== 'system_admin')) throw notFound(PROJECT_NOT_FOUND);
  authorize(defineAbility(user, access.role ? { role: access.role } : null), 'aggregate', 'project');
}
