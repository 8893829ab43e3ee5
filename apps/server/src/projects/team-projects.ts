// A team's projects: create (row + first document in one transaction), list, read, update, archive
// and restore. The caller's team access has been checked; each function checks the right it needs.
import {
  ALLOWED_DOMAINS_MAX,
  ALLOWED_DOMAIN_TEXTS,
  allowedDomainProblem,
  createProjectDoc,
  normalizeAllowedDomain,
  projectNameProblem,
  type ProjectList,
  type ProjectSummary,
} from '@vitrine/core';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import * as Y from 'yjs';
import { z } from 'zod';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { projects } from '../db/schema.ts';
import { saveNewDocument } from '../documents/store.ts';
import { conflict, notFound } from '../http/errors.ts';
import { authorize, isUuid, type TeamAccess } from '../teams/access.ts';
import { writeDocumentLabel } from './document-label.ts';
import { projectOrder, searchCondition, type ProjectListQuery } from './list-query.ts';
import { projectSummary, type ProjectRow } from './views.ts';

export const PROJECT_NOT_FOUND = 'Project not found';
export const ARCHIVED_PROJECT = 'Restore the project before changing it';
export const DEFAULT_PROJECT_LABEL = 'Untitled';

/** A project name as typed: trimmed; empty or too long is refused in the words the builder shows. */
const label = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = projectNameProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** No label at all makes an 'Untitled' project; a label that is only spaces is refused. */
export const createProjectBody = z
  .object({ label: label.optional() })
  .transform(({ label }) => ({ label: label ?? DEFAULT_PROJECT_LABEL }));

/** A domain allowed to embed published releases (core's rule, which the settings dialog applies too). */
const allowedDomain = z
  .string()
  .superRefine((value, context) => {
    const problem = allowedDomainProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeAllowedDomain);

export const updateProjectBody = z.object({
  label: label.optional(),
  isPublic: z.boolean().optional(),
  allowedDomains: z.array(allowedDomain).max(ALLOWED_DOMAINS_MAX, ALLOWED_DOMAIN_TEXTS.tooMany).optional(),
});

export async function createProject(
  db: Database,
  user: AuthUser,
  access: TeamAccess,
  body: z.infer<typeof createProjectBody>,
): Promise<ProjectSummary> {
  authorize(access.ability, 'create', 'project');
  const doc = createProjectDoc({ label: body.label });
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ teamId: access.team.id, label: body.label, createdBy: user.id })
      .returning();
    await saveNewDocument(tx, row!.id, state);
    return projectSummary(row!);
  });
}

export async function listTeamProjects(
  db: Database,
  access: TeamAccess,
  query: ProjectListQuery,
  archived: boolean,
): Promise<ProjectList> {
  authorize(access.ability, 'read', 'project');
  const where = and(
    eq(projects.teamId, access.team.id),
    archived ? isNotNull(projects.archivedAt) : isNull(projects.archivedAt),
    searchCondition(query.search),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(...projectOrder(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { items: rows.map(projectSummary), total: Number(totals?.total ?? 0) };
}

/** The team's project row, or a 404 (also for another team's project and malformed ids). */
export async function findTeamProject(
  db: Database,
  access: TeamAccess,
  projectId: string,
): Promise<ProjectRow> {
  authorize(access.ability, 'read', 'project');
  if (!isUuid(projectId)) throw notFound(PROJECT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.teamId, access.team.id)));
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

export async function updateProject(
  db: Database,
  access: TeamAccess,
  projectId: string,
  body: z.infer<typeof updateProjectBody>,
): Promise<ProjectSummary> {
  const row = await findTeamProject(db, access, projectId);
  const changes: Partial<Pick<ProjectRow, 'label' | 'isPublic' | 'allowedDomains'>> = {};
  if (body.label !== undefined) changes.label = body.label;
  if (body.isPublic !== undefined) changes.isPublic = body.isPublic;
  if (body.allowedDomains !== undefined) changes.allowedDomains = [...new Set(body.allowedDomains)];
  authorize(access.ability, 'update', 'project');
  for (const field of Object.keys(changes)) authorize(access.ability, 'update', 'project', field);
  if (!Object.keys(changes).length) return projectSummary(row);
  if (row.archivedAt) throw conflict(ARCHIVED_PROJECT);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(projects)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(projects.id, row.id))
      .returning();
    if (changes.label) await writeDocumentLabel(tx, row.id, changes.label);
    return projectSummary(updated!);
  });
}

/** Archives (archived true) or restores a project; doing it twice changes nothing. */
export async function setArchived(
  db: Database,
  access: TeamAccess,
  projectId: string,
  archived: boolean,
): Promise<ProjectSummary> {
  const row = await findTeamProject(db, access, projectId);
  authorize(access.ability, 'update', 'project', 'archivedAt');
  if (!!row.archivedAt === archived) return projectSummary(row);
  const [updated] = await db
    .update(projects)
    .set({ archivedAt: archived ? new Date() : null })
    .where(eq(projects.id, row.id))
    .returning();
  return projectSummary(updated!);
}
