// Who may touch a project's library: anyone in the project's team may read its metrics; only roles
// that may create assets (owner, admin, editor) may upload, re-upload or delete. Other teams' projects
// are invisible (404), like everywhere else.
import { can } from '@vitrine/core';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { projectAccess, type ProjectAccess } from '../projects/access.ts';
import { ASSET_ACCESS_TEXTS } from './texts.ts';

export async function requireAssetAccess(
  db: Database,
  user: AuthUser,
  projectId: string,
  need: 'read' | 'write',
): Promise<ProjectAccess> {
  const access = await projectAccess(db, user, projectId);
  const isSystemAdmin = user.role === 'system_admin';
  // Viewers of a public or example project are not members: the library's internals stay hidden.
  if (!access || (!access.role && !isSystemAdmin)) throw notFound(ASSET_ACCESS_TEXTS.notFound);
  if (need === 'write') {
    const mayWrite =
      isSystemAdmin || (can(access.role, 'create', 'asset') && can(access.role, 'delete', 'asset'));
    if (!mayWrite || access.readOnly) throw forbidden(ASSET_ACCESS_TEXTS.readOnly);
  }
  return access;
}
