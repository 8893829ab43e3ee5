import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, pageElements, pagesMap } from '@vitrine/core';
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { projectUpdates } from '../src/db/schema.ts';
import { readDocument } from '../src/documents/store.ts';
import { fixTemplatePrices } from '../src/seed/template-prices.ts';
import { readTemplates, templatesFolder } from '../src/seed/templates.ts';
import { startTestServer, type TestServer } from './harness.ts';

const priceOptionsMap = (doc: Y.Doc) =>
  doc.getMap(PROJECT_ROOT).get('priceOptions') as Y.Map<Y.Array<{ currencyCode: string; value: number }>>;

/** The base price of a template's TotalPrice elements, by element id. */
function basePrices(doc: Y.Doc): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const page of pagesMap(doc).values())
    for (const [id, element] of pageElements(page))
      if (element.get('elementType') === 'TotalPrice')
        found[id] = ((element.get('props') as Y.Map<{ content: unknown }>).get('basePrice') ?? {}).content;
  return found;
}

describe('example projects installed with prices a hundred times too high', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are put in major units once, and an edited price stays', async () => {
    const templates = readTemplates(templatesFolder()!);
    const configurator = templates.find((template) => template.label.includes('3D'))!;
    const landing = templates.find((template) => template.label.toLowerCase().includes('landing'))!;
    // Write the old prices into the installed documents (the server installed them at start).
    for (const template of [configurator, landing]) {
      const doc = (await readDocument(server.app.db, template.id))!;
      const before = Y.encodeStateVector(doc);
      doc.transact(() => {
        for (const page of pagesMap(doc).values())
          for (const element of pageElements(page).values())
            if (element.get('elementType') === 'TotalPrice')
              (element.get('props') as Y.Map<unknown>).set('basePrice', { type: 'static', content: 499900 });
        const options = doc.getMap(PROJECT_ROOT).get('priceOptions') as Y.Map<Y.Array<unknown>>;
        for (const list of options.values()) {
          const old = list.toArray() as Array<{ currencyCode: string; value: number }>;
          list.delete(0, list.length);
          list.insert(
            0,
            old.map((option) => ({ ...option, value: option.value * 100 })),
          );
        }
        // An admin's own price: not a hundredfold of the template's, so it stays.
        if (template === landing) return;
        const graphite = options.get('opt-graphite')!;
        graphite.delete(0, 1);
        graphite.insert(0, [{ currencyCode: 'INR', value: 777 }]);
      });
      await server.app.db
        .insert(projectUpdates)
        .values({ projectId: template.id, update: Y.encodeStateAsUpdate(doc, before) });
      doc.destroy();
    }

    expect((await fixTemplatePrices(server.app.db, templates)).sort()).toEqual(
      [configurator.id, landing.id].sort(),
    );
    const doc = (await readDocument(server.app.db, configurator.id))!;
    expect(Object.values(basePrices(doc))).toEqual([4999]);
    expect(priceOptionsMap(doc).get('opt-sky')!.toArray()).toEqual([
      { currencyCode: 'INR', value: 500 },
      { currencyCode: 'USD', value: 6 },
    ]);
    expect(priceOptionsMap(doc).get('opt-graphite')!.toArray()).toEqual([
      { currencyCode: 'INR', value: 777 },
      { currencyCode: 'USD', value: 6 },
    ]);
    expect(Object.values(basePrices((await readDocument(server.app.db, landing.id))!))).toEqual([4999]);
    // Once right, nothing more is written.
    const rows = async () =>
      (await server.app.db.select().from(projectUpdates).where(eq(projectUpdates.projectId, landing.id)))
        .length;
    const count = await rows();
    expect(await fixTemplatePrices(server.app.db, templates)).toEqual([]);
    expect(await rows()).toBe(count);
  });
});
