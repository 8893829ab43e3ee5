// Projects read outside one team's lists: one project with its document, the caller's recent
// projects across teams, and the public cards (quickstart templates, community).
import { readValidProject, type ExampleProject, type ProjectDetail, type UserProject } from '@vitrine/core';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { projects, teamMembers, teams } from '../db/schema.ts';
import { readDocument } from '../documents/store.ts';
import { notFound } from '../http/errors.ts';
import { projectAccess } from './access.ts';
import { PROJECT_NOT_FOUND } from './team-projects.ts';
import { projectCard, projectSummary } from './views.ts';

/**
 * The whole project as SPEC's Project entity: the document's fields (pages, attributes, gl_elements,
 * assets, currencies, config…) with the row's fields over them, meta, and how the caller may open it.
 */
export async function projectDetail(
  db: Database,
  user: AuthUser,
  projectId: string,
  options: { document?: boolean } = {},
): Promise<ProjectDetail> {
  const access = await projectAccess(db, user, projectId);
  if (!access) throw notFound(PROJECT_NOT_FOUND);
  // Reading the document means merging and parsing it whole: only when the caller wants it.
  const doc = options.document === false ? null : await readDocument(db, projectId);
  const document = doc ? readValidProject(doc) : {};
  doc?.destroy();
  const row = projectSummary(access.project);
  return {
    ...document,
    ...row,
    meta: { label: row.label, allowedDomains: row.allowedDomains, isPublic: row.isPublic },
    role: access.role,
    readOnly: access.readOnly,
  };
}

export const userProjectsQuery = z.object({
  /** true (default): projects of every team of the user; false: only the ones the user created. */
  all: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  limit: z.coerce.number().int().min(1).max(100).default(8),
});

/** The caller's not archived projects, newest change first. */
export async function listUserProjects(
  db: Database,
  user: AuthUser,
  query: z.infer<typeof userProjectsQuery>,
): Promise<{ items: UserProject[] }> {
  const myTeams = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, user.id));
  const rows = await db
    .select({ project: projects, teamName: teams.name })
    .from(projects)
    .innerJoin(teams, eq(teams.id, projects.teamId))
    .where(
      and(
        inArray(projects.teamId, myTeams),
        isNull(projects.archivedAt),
        query.all ? undefined : eq(projects.createdBy, user.id),
      ),
    )
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(query.limit);
  return { items: rows.map((row) => ({ ...projectSummary(row.project), teamName: row.teamName })) };
}

export const publicListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

/** Quickstart templates in the order they were installed. */
export async function listExamples(db: Database, limit: number): Promise<{ items: ExampleProject[] }> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.isExample, true), isNull(projects.archivedAt)))
    .orderBy(asc(projects.createdAt), asc(projects.id))
    .limit(limit);
  return { items: rows.map(projectCard) };
}

/** Public projects shared by their teams, most recently changed first. */
export async function listCommunity(db: Database, limit: number): Promise<{ items: ExampleProject[] }> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.isPublic, true), eq(projects.isExample, false), isNull(projects.archivedAt)))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(limit);
  return { items: rows.map(projectCard) };
}
