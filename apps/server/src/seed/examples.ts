// Installs the quickstart templates as example projects (isExample, isPublic) of the system team at
// server start. Idempotent across restarts and concurrent processes: each template has a stable
// project id, inserted only if absent; an installed template is left as it is (a system admin may
// have edited it in the builder).
import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { projects, teams } from '../db/schema.ts';
import { saveNewDocument } from '../documents/store.ts';
import { fixTemplatePrices } from './template-prices.ts';
import { readTemplates, templatesFolder, type Template } from './templates.ts';

/** The team that owns the quickstart templates; only system admins see it. */
export const SYSTEM_TEAM_ID = '00000000-0000-4000-8000-000000000001';
export const SYSTEM_TEAM_NAME = 'Vitrine';

/** Where the API serves template thumbnails. */
export const templateThumbnailUrl = (file: string) => `/v2/templates/${file}`;

// Grid order follows file order; fixed creation dates keep it stable whenever a template is added.
const FIRST_TEMPLATE_DATE = Date.UTC(2026, 0, 1);

export async function installTemplates(db: Database, templates: Template[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx
      .insert(teams)
      .values({ id: SYSTEM_TEAM_ID, name: SYSTEM_TEAM_NAME, system: true })
      .onConflictDoNothing();
    const installed: string[] = [];
    for (const [index, template] of templates.entries()) {
      const date = new Date(FIRST_TEMPLATE_DATE + index * 1000);
      const [row] = await tx
        .insert(projects)
        .values({
          id: template.id,
          teamId: SYSTEM_TEAM_ID,
          label: template.label,
          thumbnail: template.thumbnailFile ? templateThumbnailUrl(template.thumbnailFile) : null,
          isExample: true,
          isPublic: true,
          createdAt: date,
          updatedAt: date,
        })
        .onConflictDoNothing()
        .returning({ id: projects.id });
      if (!row) continue;
      const doc = template.createDoc();
      await saveNewDocument(tx, row.id, Y.encodeStateAsUpdate(doc));
      doc.destroy();
      installed.push(row.id);
    }
    return installed;
  });
}

/** Run once at start: a broken template is logged, never a reason for the server not to start. */
export async function seedExampleProjects(db: Database, log: FastifyBaseLogger): Promise<void> {
  const folder = templatesFolder();
  if (!folder) {
    log.warn('No templates folder found: quickstart templates are not installed');
    return;
  }
  try {
    const templates = readTemplates(folder);
    const installed = await installTemplates(db, templates);
    if (installed.length) log.info(`Installed ${installed.length} quickstart template(s)`);
    const repriced = await fixTemplatePrices(db, templates).catch((error: unknown) => {
      log.warn(error, 'The prices of the quickstart templates could not be checked');
      return [];
    });
    if (repriced.length)
      log.info(`Put the prices of ${repriced.length} quickstart template(s) in major units`);
  } catch (error) {
    log.error(error, 'Quickstart templates could not be installed');
  }
}
