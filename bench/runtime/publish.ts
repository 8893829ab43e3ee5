// Published releases to measure: the quickstart templates forked into a user's team and published,
// through the same API calls the studio makes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addEventInteraction, pageElements, pagesMap, updateEventInteraction } from '@vitrine/core';
import * as Y from 'yjs';
import { projectUpdates } from '../../apps/server/src/db/schema.ts';
import { readDocument } from '../../apps/server/src/documents/store.ts';
import type { TestServer } from '../../apps/server/test/harness.ts';
import type { TestUser } from '../../apps/server/test/users.ts';
import { UNLIMITED_PLAN, subscribe } from '../../apps/server/test/billing-fixtures.ts';

/** Template ids (templates/*.json): a DOM-only landing page, a 3D configurator and a blank page. */
export const TEMPLATES = {
  blank: { id: '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0001', label: 'Blank page' },
  dom: { id: '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0002', label: 'Product landing page (DOM only)' },
  domInteractive: {
    id: '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0002',
    label: 'The same with an interaction',
  },
  threeD: { id: '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0003', label: '3D product configurator' },
} as const;

const templatesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../templates');

/** Every quickstart template with a 3D scene (a Canvas on one of its pages), by id and label. */
export function sceneTemplates(): { id: string; label: string }[] {
  return readdirSync(templatesDir)
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(templatesDir, file), 'utf8')) as {
          templateId: string;
          label: string;
          pages: Record<string, { elements: Record<string, { elementType: string }> }>;
        },
    )
    .filter((template) =>
      Object.values(template.pages).some((page) =>
        Object.values(page.elements).some((element) => element.elementType === 'Canvas'),
      ),
    )
    .map((template) => ({ id: template.templateId, label: template.label }));
}

async function call<T>(server: TestServer, user: TestUser, method: string, path: string, body?: unknown) {
  const response = await fetch(server.url + path, {
    method,
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Gives the first Button of the project an event interaction (open a URL), as an author would in the
 * property panel: the same page, no longer static (it loads the renderer and the page logic).
 */
export async function addInteraction(server: TestServer, projectId: string): Promise<void> {
  const doc = (await readDocument(server.app.db, projectId))!;
  const before = Y.encodeStateVector(doc);
  const found = [...pagesMap(doc).entries()].flatMap(([pageId, page]) =>
    [...pageElements(page).entries()]
      .filter(([, element]) => element.get('elementType') === 'Button')
      .map(([elementId]) => ({ pageId, elementId })),
  )[0];
  if (!found) throw new Error('The template has no Button');
  const interactionId = addEventInteraction(doc, found);
  updateEventInteraction(doc, {
    ...found,
    interactionId,
    actions: [{ type: 'openUrl', url: 'https://example.com/' }],
  });
  await server.app.db
    .insert(projectUpdates)
    .values({ projectId, update: Y.encodeStateAsUpdate(doc, before) });
  doc.destroy();
}

/**
 * Forks a template into the user's team, allows a domain, applies `adapt` if given and publishes
 * 1.0.0; answers the project id.
 */
export async function publishTemplate(
  server: TestServer,
  user: TestUser,
  templateId: string,
  adapt?: (projectId: string) => Promise<void>,
): Promise<string> {
  const job = await call<{ id: string }>(server, user, 'POST', `/v2/projects/${templateId}/fork`, {
    targetTeamId: user.personalTeamId,
  });
  let projectId: string | null = null;
  while (!projectId) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const state = await call<{ status: string; targetProjectId: string | null }>(
      server,
      user,
      'GET',
      `/v2/projects/${templateId}/forks/${job.id}`,
    );
    if (state.status === 'failed') throw new Error('fork failed');
    projectId = state.targetProjectId;
  }
  await call(server, user, 'PATCH', `/v2/teams/${user.personalTeamId}/projects/${projectId}`, {
    allowedDomains: ['example.com'],
  });
  await adapt?.(projectId);
  const plan = await call<{ publishable: boolean }>(server, user, 'GET', '/v2/billing/entitlements');
  if (!plan.publishable) await subscribe(server, user, UNLIMITED_PLAN);
  await call(server, user, 'POST', `/v2/projects/${projectId}/releases`, { description: 'Benchmark' });
  return projectId;
}
