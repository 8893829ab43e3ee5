// Who may see and change a project's version history: members of its team (and system admins).
// Reading needs `read project`; saving and restoring need `update project` on a project that is not
// archived, like any edit. Everyone else gets the same 404 as for a missing project.
import { defineAbility } from '@vitrine/core';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { projectAccess, type ProjectAccess } from '../projects/access.ts';
import { authorize } from '../teams/access.ts';
import { HISTORY_TEXTS } from './texts.ts';

export async function requireHistoryAccess(
  db: Database,
  user: AuthUser,
  projectId: string,
  need: 'read' | 'write',
): Promise<ProjectAccess> {
  const access = await projectAccess(db, user, projectId);
  if (!access || (!access.role && user.role !== 'system_admin'))
    throw notFound(HISTORY_TEXTS.projectNotFound);
  const ability = defineAbility(user, access.role ? { role: access.role } : null);
  authorize(ability, need === 'read' ? 'read' : 'update', 'project');
  if (need === 'write' && access.readOnly) throw forbidden(HISTORY_TEXTS.readOnly);
  return access;
}
