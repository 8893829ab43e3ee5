// Generated large pages — exactly 100, 2 000, 10 000 or 50 000 elements of sections × rows × cells
// (Flex → Flex → Text) — written into a project's update log the way any edit is stored. The builder
// benchmark measures them; the large-page story checks what the builder does at that size.
import * as Y from 'yjs';
import {
  buildElement,
  elementToY,
  pageElements,
  pageRootChildren,
  pagesMap,
  staticProps,
} from '@vitrine/core';
import { projectUpdates } from '../apps/server/src/db/schema.ts';
import { readDocument } from '../apps/server/src/documents/store.ts';
import type { TestServer } from '../apps/server/test/harness.ts';

export interface Shape {
  sections: number;
  rows: number;
  cells: number;
}

export const elementCount = (shape: Shape) =>
  shape.sections + shape.sections * shape.rows + shape.sections * shape.rows * shape.cells;

/** Page sizes the benchmark measures, each an exact element count. */
export const SHAPES: Record<number, Shape> = {
  100: { sections: 4, rows: 4, cells: 5 },
  2000: { sections: 16, rows: 4, cells: 30 },
  10000: { sections: 16, rows: 24, cells: 25 },
  50000: { sections: 16, rows: 44, cells: 70 },
};

/** Nested labels shared with the GrapesJS page so both editors show the same tree. */
export const label = (section: number, row?: number, cell?: number) =>
  cell !== undefined
    ? `Cell ${section}.${row}.${cell}`
    : row !== undefined
      ? `Row ${section}.${row}`
      : `Section ${section}`;

/** Seeds the project's first page; answers the page id and the id of the page's last element. */
export async function seedLargePage(
  server: TestServer,
  projectId: string,
  shape: Shape,
): Promise<{ pageId: string; lastId: string }> {
  const doc = await readDocument(server.app.db, projectId);
  if (!doc) throw new Error(`project ${projectId} has no document`);
  const before = Y.encodeStateVector(doc);
  const page = [...pagesMap(doc).values()][0]!;
  const elements = pageElements(page);
  const roots = pageRootChildren(page);
  let lastId = '';
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
      lastId = element.id;
      return element.id;
    };
    for (let s = 0; s < shape.sections; s++) {
      const section = add('Flex', label(s), null, { direction: 'column' });
      for (let r = 0; r < shape.rows; r++) {
        const row = add('Flex', label(s, r), section, { direction: 'row' });
        for (let c = 0; c < shape.cells; c++) add('Text', label(s, r, c), row, { text: `${s}.${r}.${c}` });
      }
    }
  });
  await server.app.db
    .insert(projectUpdates)
    .values({ projectId, update: Y.encodeStateAsUpdate(doc, before) });
  const pageId = String(page.get('id'));
  doc.destroy();
  return { pageId, lastId };
}
