// A generated page of exactly 10 000 elements for the builder benchmark: 16 sections × 24 rows ×
// 25 cells (Flex → Flex → Text), written into a project's update log the way any edit is stored.
import * as Y from 'yjs';
import {
  buildElement,
  elementToY,
  pageElements,
  pageRootChildren,
  pagesMap,
  staticProps,
} from '@vitrine/core';
import { projectUpdates } from '../../apps/server/src/db/schema.ts';
import { readDocument } from '../../apps/server/src/documents/store.ts';
import type { TestServer } from '../../apps/server/test/harness.ts';

export const SHAPE = { sections: 16, rows: 24, cells: 25 } as const;
export const ELEMENT_COUNT =
  SHAPE.sections + SHAPE.sections * SHAPE.rows + SHAPE.sections * SHAPE.rows * SHAPE.cells;

/** Nested labels shared with the GrapesJS page so both editors show the same tree. */
export const label = (section: number, row?: number, cell?: number) =>
  cell !== undefined
    ? `Cell ${section}.${row}.${cell}`
    : row !== undefined
      ? `Row ${section}.${row}`
      : `Section ${section}`;

export async function seedLargePage(server: TestServer, projectId: string): Promise<string> {
  const doc = await readDocument(server.app.db, projectId);
  if (!doc) throw new Error(`project ${projectId} has no document`);
  const before = Y.encodeStateVector(doc);
  const page = [...pagesMap(doc).values()][0]!;
  const elements = pageElements(page);
  const roots = pageRootChildren(page);
  doc.transact(() => {
    const add = (
      elementType: string,
      name: string,
      parent: string | null,
      props: Record<string, unknown>,
    ) => {
      const element = buildElement(
        { elementType, displayName: elementType, name, props: staticProps(props) },
        parent,
      );
      elements.set(element.id, elementToY(element));
      if (parent === null) roots.push([element.id]);
      else (elements.get(parent)!.get('children') as Y.Array<string>).push([element.id]);
      return element.id;
    };
    for (let s = 0; s < SHAPE.sections; s++) {
      const section = add('Flex', label(s), null, { direction: 'column' });
      for (let r = 0; r < SHAPE.rows; r++) {
        const row = add('Flex', label(s, r), section, { direction: 'row' });
        for (let c = 0; c < SHAPE.cells; c++) add('Text', label(s, r, c), row, { text: `${s}.${r}.${c}` });
      }
    }
  });
  await server.app.db
    .insert(projectUpdates)
    .values({ projectId, update: Y.encodeStateAsUpdate(doc, before) });
  const pageId = String(page.get('id'));
  doc.destroy();
  return pageId;
}
