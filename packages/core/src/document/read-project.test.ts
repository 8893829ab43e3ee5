import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PROJECT_ROOT } from './create-project.ts';
import { readPage, readProject } from './read-project.ts';

describe('readProject', () => {
  it('fills fields an older document lacks', () => {
    const doc = new Y.Doc();
    doc.transact(() => {
      const project = doc.getMap(PROJECT_ROOT);
      project.set('label', 'Old');
      const page = new Y.Map<unknown>();
      page.set('id', 'p');
      page.set('label', 'Page 1');
      page.set('children', new Y.Array());
      page.set('elements', new Y.Map());
      const pages = new Y.Map();
      pages.set('p', page);
      project.set('pages', pages);
    });
    const project = readProject(doc);
    expect(project.currency).toBe('INR');
    expect(project.currencies).toEqual(['INR']);
    expect(project.priceOptions).toEqual({});
    expect(project.pages.p).toMatchObject({ deviceType: 'DESKTOP', order: 0, stateDefinitions: {} });
    expect(readPage(doc, 'p').order).toBe(0);
  });
});
