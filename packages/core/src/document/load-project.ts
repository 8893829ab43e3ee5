// Builds a project document from JSON (a string or a parsed value), validated with zod.
import { z } from 'zod';
import * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { ProjectDocumentSchema, type ProjectDocument } from '../schema/project.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { writeProjectDocument } from './build.ts';
import { PROJECT_ROOT } from './create-project.ts';
import { repairPage } from './read-project.ts';

/** Validates a project document; throws an OperationError naming what is wrong. */
export function parseProjectDocument(json: unknown): ProjectDocument {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      throw new OperationError(OPERATION_TEXTS.importNotJson);
    }
  }
  const result = ProjectDocumentSchema.safeParse(value);
  if (!result.success)
    throw new OperationError(OPERATION_TEXTS.invalidProject(z.prettifyError(result.error)));
  const document = result.data;
  for (const [id, page] of Object.entries(document.pages)) document.pages[id] = repairPage(page);
  return document;
}

export function loadProject(json: unknown): Y.Doc {
  const document = parseProjectDocument(json);
  const doc = new Y.Doc();
  doc.transact(() => writeProjectDocument(doc.getMap(PROJECT_ROOT), document));
  return doc;
}
