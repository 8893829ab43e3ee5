import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { labelSetBy } from './label-sync.ts';

/** The name each transaction of `change` gave the project, as the room's hook reads it. */
function namesSetBy(doc: Y.Doc, change: () => void): Array<string | null> {
  const names: Array<string | null> = [];
  const listen = (transaction: Y.Transaction) => names.push(labelSetBy(doc, transaction));
  doc.on('afterTransaction', listen);
  change();
  doc.off('afterTransaction', listen);
  return names;
}

describe('labelSetBy', () => {
  it('reads a rename, trimmed, and nothing else', () => {
    const doc = new Y.Doc();
    const project = doc.getMap('project');
    expect(namesSetBy(doc, () => project.set('label', '  Chair  '))).toEqual(['Chair']);
    expect(namesSetBy(doc, () => project.set('other', 1))).toEqual([null]);
  });

  it('takes no name from an empty, blank or missing label', () => {
    const doc = new Y.Doc();
    const project = doc.getMap('project');
    project.set('label', 'Chair');
    expect(namesSetBy(doc, () => project.set('label', '   '))).toEqual([null]);
    expect(namesSetBy(doc, () => project.set('label', 42))).toEqual([null]);
    expect(namesSetBy(doc, () => project.delete('label'))).toEqual([null]);
  });

  it('reads a rename that arrives before the root is typed as a map', () => {
    const author = new Y.Doc();
    author.getMap('project').set('label', 'Sofa');
    const room = new Y.Doc();
    expect(namesSetBy(room, () => Y.applyUpdate(room, Y.encodeStateAsUpdate(author)))).toEqual(['Sofa']);
  });
});
