// Keeps the document's project.label equal to the row's label after a rename through the API. The
// change is appended to the update log like any collaborator's edit, so open builders receive it.
import { PROJECT_ROOT } from '@vitrine/core';
import * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { projectUpdates } from '../db/schema.ts';
import { readDocument } from '../documents/store.ts';

export async function writeDocumentLabel(db: Database, projectId: string, label: string): Promise<void> {
  const doc = await readDocument(db, projectId);
  if (!doc) return;
  const project = doc.getMap(PROJECT_ROOT);
  if (project.get('label') === label) return;
  const before = Y.encodeStateVector(doc);
  project.set('label', label);
  await db.insert(projectUpdates).values({ projectId, update: Y.encodeStateAsUpdate(doc, before) });
  doc.destroy();
}
