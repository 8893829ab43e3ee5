// Shared steps of the publishing tests: a project ready to publish, edits appended to the document's
// update log (as a collaborator's edit would be), and a publish call.
import { PROJECT_ROOT } from '@vitrine/core';
import * as Y from 'yjs';
import { projectUpdates } from '../src/db/schema.ts';
import { readDocument } from '../src/documents/store.ts';
import { request, type TestServer } from './harness.ts';
import type { TestUser } from './users.ts';

export async function createProject(server: TestServer, user: TestUser, label = 'Shop') {
  const res = await request(server, 'POST', `/v2/teams/${user.personalTeamId}/projects`, {
    token: user.token,
    body: { label },
  });
  if (res.status !== 201) throw new Error(`create project: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

export async function allowDomains(server: TestServer, user: TestUser, projectId: string, domains: string[]) {
  const res = await request(server, 'PATCH', `/v2/teams/${user.personalTeamId}/projects/${projectId}`, {
    token: user.token,
    body: { allowedDomains: domains },
  });
  if (res.status !== 200) throw new Error(`allow domains: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Changes the document the way a collaborator's edit does: one Yjs update appended to the log. */
export async function editDocument(
  server: TestServer,
  projectId: string,
  edit: (project: Y.Map<unknown>) => void,
) {
  const doc = (await readDocument(server.app.db, projectId))!;
  const before = Y.encodeStateVector(doc);
  doc.transact(() => edit(doc.getMap(PROJECT_ROOT)));
  await server.app.db
    .insert(projectUpdates)
    .values({ projectId, update: Y.encodeStateAsUpdate(doc, before) });
  doc.destroy();
}

export const publish = (server: TestServer, user: TestUser, projectId: string, description?: string) =>
  request(server, 'POST', `/v2/projects/${projectId}/releases`, {
    token: user.token,
    body: description === undefined ? {} : { description },
  });
