// Who may see and change a project's releases: members of the project's team (and system admins),
// each call naming the release right it needs in the shared permission matrix. Everyone else gets
// the same 404 as for a project that does not exist.
import { defineAbility, type Action } from '@vitrine/core';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { projectAccess, type ProjectAccess } from '../projects/access.ts';
import { authorize } from '../teams/access.ts';
import { RELEASE_TEXTS } from './texts.ts';

export async function requireReleaseAccess(
  db: Database,
  user: AuthUser,
  projectId: string,
  action: Action,
): Promise<ProjectAccess> {
  const access = await projectAccess(db, user, projectId);
  if (!access || (!access.role && user.role !== 'system_admin'))
    throw notFound(RELEASE_TEXTS.projectNotFound);
  authorize(defineAbility(user, access.role ? { role: access.role } : null), action, 'release');
  return access;
}
