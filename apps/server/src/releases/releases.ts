// Releases (SPEC §3, §4 Publishing): immutable JSON snapshots of a project's document with their
// asset files. The next version is the newest one (published or not) with its patch plus one, the
// first is 1.0.0; unpublishing marks the newest published release, so /p/ falls back to the one
// before it. Versions are never reused.
import {
  compareVersions,
  nextVersion,
  readValidProject,
  type Project,
  type ReleaseItem,
  type ReleaseList,
} from '@vitrine/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { releases } from '../db/schema.ts';
import { readDocument } from '../documents/store.ts';
import type { FileStore } from '../files/store.ts';
import { HttpError, badRequest, conflict } from '../http/errors.ts';
import type { ProjectRow } from '../projects/views.ts';
import { assertPlanAllowsPublish } from '../billing/entitlements.ts';
import type { BillingService } from '../billing/index.ts';
import { publishFiles, type PublishedFiles } from './published-files.ts';
import { RELEASE_TEXTS } from './texts.ts';

export type ReleaseRow = typeof releases.$inferSelect;

/** What a release row stores in `snapshot`. */
export interface ReleaseSnapshot {
  document: Project;
  files: PublishedFiles;
}

/** A release as the API answers it (SPEC §3: version, description, releasedAt). */
export const releaseView = (row: ReleaseRow): ReleaseItem => ({
  id: row.id,
  version: row.version,
  description: row.description,
  releasedAt: row.releasedAt.toISOString(),
  unpublishedAt: row.unpublishedAt?.toISOString() ?? null,
  published: !row.unpublishedAt,
});

/** Newest first: by version (which only grows), then by date. */
const newestFirst = (a: ReleaseRow, b: ReleaseRow) =>
  compareVersions(b.version, a.version) || b.releasedAt.getTime() - a.releasedAt.getTime();

async function projectReleases(db: Database, projectId: string): Promise<ReleaseRow[]> {
  const rows = await db.select().from(releases).where(eq(releases.projectId, projectId));
  return rows.sort(newestFirst);
}

export async function listReleases(db: Database, projectId: string): Promise<ReleaseList> {
  const rows = await projectReleases(db, projectId);
  return { items: rows.map(releaseView), nextVersion: nextVersion(rows[0]?.version) };
}

export interface PublishContext {
  db: Database;
  store: FileStore;
  billing: BillingService;
}

/** Refusals in the order the publish panel explains them; the plan's are checked at the insert. */
function assertMayPublish(project: ProjectRow, description: string): void {
  if (!description.trim()) throw badRequest(RELEASE_TEXTS.descriptionRequired);
  if (project.archivedAt) throw conflict(RELEASE_TEXTS.archived);
  if (project.allowedDomains.length === 0) throw badRequest(RELEASE_TEXTS.domainsRequired);
}

const isUniqueViolation = (error: unknown) => {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    if ((current as { code?: string }).code === '23505') return true;
  }
  return false;
};

/** Snapshots the current document as the next version. */
export async function publishRelease(
  context: PublishContext,
  user: AuthUser,
  project: ProjectRow,
  description: string,
): Promise<ReleaseItem> {
  assertMayPublish(project, description);
  const doc = await readDocument(context.db, project.id);
  if (!doc) throw conflict(RELEASE_TEXTS.noDocument);
  // Whatever collaborators wrote, the release is a valid document its row can hold (no NUL).
  const document = readValidProject(doc);
  doc.destroy();
  if (Object.keys(document.pages).length === 0) throw conflict(RELEASE_TEXTS.noDocument);
  return insertNextRelease(context, user, project, description, async (version) => {
    const { json, files } = await publishFiles(
      context.db,
      context.store,
      { projectId: project.id, version },
      JSON.stringify(document),
    );
    return { document: JSON.parse(json) as Project, files };
  });
}

/**
 * Inserts a release under the next version with the snapshot `snapshotFor(version)` builds. Two
 * publishes at once compute the same version; the unique index lets one win, the other retries.
 */
export async function insertNextRelease(
  context: PublishContext,
  user: AuthUser,
  project: ProjectRow,
  description: string,
  snapshotFor: (version: string) => Promise<ReleaseSnapshot>,
): Promise<ReleaseItem> {
  assertMayPublish(project, description);
  const entitlements = await context.billing.entitlements(project.teamId);
  // Refused before the files are copied; checked again under the team's lock at the insert.
  await assertPlanAllowsPublish(context.db, entitlements, project.id);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [latest] = await projectReleases(context.db, project.id);
    const version = nextVersion(latest?.version);
    const snapshot = await snapshotFor(version);
    try {
      const row = await context.db.transaction(async (tx) => {
        // Publishes of one team queue here, so two of them cannot both take the plan's last place.
        await tx.execute(sql`select id from teams where id = ${project.teamId} for update`);
        await assertPlanAllowsPublish(tx, entitlements, project.id);
        const [inserted] = await tx
          .insert(releases)
          .values({
            projectId: project.id,
            version,
            description: description.trim(),
            snapshot,
            releasedBy: user.id,
          })
          .returning();
        return inserted!;
      });
      return releaseView(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict(RELEASE_TEXTS.busy);
}

/** Any release of the project (published or not) by version; 404 when there is none. */
export async function findRelease(db: Database, projectId: string, version: string): Promise<ReleaseRow> {
  const [row] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.projectId, projectId), eq(releases.version, version)));
  if (!row) throw new HttpError(404, RELEASE_TEXTS.versionNotFound(version));
  return row;
}

/** Unpublishes the newest published release; answers it, or 404 when nothing is published. */
export async function unpublishLatest(db: Database, projectId: string): Promise<ReleaseItem> {
  const [latest] = (await projectReleases(db, projectId)).filter((row) => !row.unpublishedAt);
  if (!latest) throw new HttpError(404, RELEASE_TEXTS.nothingPublished);
  const [row] = await db
    .update(releases)
    .set({ unpublishedAt: new Date() })
    .where(and(eq(releases.id, latest.id), isNull(releases.unpublishedAt)))
    .returning();
  return releaseView(row ?? latest);
}

/** A published release: the given version, or the newest published one; null when there is none. */
export async function findPublishedRelease(
  db: Database,
  projectId: string,
  version?: string,
): Promise<ReleaseRow | null> {
  if (version) {
    const [row] = await db
      .select()
      .from(releases)
      .where(
        and(eq(releases.projectId, projectId), eq(releases.version, version), isNull(releases.unpublishedAt)),
      );
    return row ?? null;
  }
  const rows = await db
    .select()
    .from(releases)
    .where(and(eq(releases.projectId, projectId), isNull(releases.unpublishedAt)))
    .orderBy(desc(releases.releasedAt));
  return rows.sort(newestFirst)[0] ?? null;
}
