// Rollback: publishes an earlier release's snapshot again as the next version (1.0.7 → 1.0.8 with
// the content of 1.0.4), its description saying so. The release's files are shared copies already;
// only their URLs move under the new version, so the rollback serves even if the old version was
// unpublished.
import type { Project, ReleaseItem } from '@vitrine/core';
import type { AuthUser } from '../auth/guard.ts';
import type { ProjectRow } from '../projects/views.ts';
import { publishedFileUrl } from './published-files.ts';
import { findRelease, insertNextRelease, type PublishContext, type ReleaseSnapshot } from './releases.ts';
import { RELEASE_TEXTS } from './texts.ts';

/** The snapshot with its file URLs moved from one version to another. */
export function moveSnapshot(
  snapshot: ReleaseSnapshot,
  projectId: string,
  from: string,
  to: string,
): ReleaseSnapshot {
  let json = JSON.stringify(snapshot.document);
  for (const key of Object.keys(snapshot.files ?? {})) {
    json = json.split(publishedFileUrl(projectId, from, key)).join(publishedFileUrl(projectId, to, key));
  }
  return { document: JSON.parse(json) as Project, files: snapshot.files ?? {} };
}

export async function rollbackRelease(
  context: PublishContext,
  user: AuthUser,
  project: ProjectRow,
  version: string,
  note: string,
): Promise<ReleaseItem> {
  const source = await findRelease(context.db, project.id, version);
  const description = RELEASE_TEXTS.rollbackDescription(source.version, note.trim());
  return insertNextRelease(context, user, project, description, async (next) =>
    moveSnapshot(source.snapshot as ReleaseSnapshot, project.id, source.version, next),
  );
}
