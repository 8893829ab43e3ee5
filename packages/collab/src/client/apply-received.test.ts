import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyReceivedUpdate } from './apply-received.ts';

function sourceDoc(): Y.Doc {
  const doc = new Y.Doc();
  const elements = doc.getMap<Y.Map<unknown>>('elements');
  for (let i = 0; i < 50; i++) {
    const element = new Y.Map<unknown>();
    element.set('label', `Element ${i}`);
    elements.set(`e${i}`, element);
  }
  doc.getText('notes').insert(0, 'hello');
  return doc;
}

describe('applyReceivedUpdate', () => {
  it('gives update listeners the received bytes, with the origin and transaction, in order', () => {
    const update = Y.encodeStateAsUpdate(sourceDoc());
    const doc = new Y.Doc();
    const origin = { name: 'provider' };
    const calls: string[] = [];
    const heard: { update: Uint8Array; origin: unknown; transaction: Y.Transaction }[] = [];
    doc.on('update', (bytes, from, _doc, transaction) => {
      calls.push('first');
      heard.push({ update: bytes, origin: from, transaction });
    });
    doc.on('update', () => calls.push('second'));
    let observedTransaction: Y.Transaction | null = null;
    doc.getMap('elements').observe((event) => {
      observedTransaction = event.transaction;
    });

    applyReceivedUpdate(doc, update, origin);

    expect(calls).toEqual(['first', 'second']);
    expect(heard[0]!.update).toBe(update);
    expect(heard[0]!.origin).toBe(origin);
    expect(heard[0]!.transaction).toBe(observedTransaction);
    expect(heard[0]!.transaction.local).toBe(false);
    expect(doc.getMap('elements').size).toBe(50);
    // What the listeners heard rebuilds the same document.
    const copy = new Y.Doc();
    Y.applyUpdate(copy, heard[0]!.update);
    expect(copy.getMap('elements').toJSON()).toEqual(doc.getMap('elements').toJSON());
    expect(copy.getText('notes').toString()).toBe('hello');
  });

  it('stays silent when the update brings nothing new, as Yjs does, and keeps its listeners', () => {
    const update = Y.encodeStateAsUpdate(sourceDoc());
    const doc = new Y.Doc();
    Y.applyUpdate(doc, update);
    let heard = 0;
    doc.on('update', () => heard++);
    applyReceivedUpdate(doc, update, 'provider');
    expect(heard).toBe(0);
    doc.getText('notes').insert(0, '!');
    expect(heard).toBe(1);
  });

  it('is Y.applyUpdate when nothing listens', () => {
    const doc = new Y.Doc();
    applyReceivedUpdate(doc, Y.encodeStateAsUpdate(sourceDoc()), null);
    expect(doc.getText('notes').toString()).toBe('hello');
  });

  it('passes on deletions and keeps a listener added while applying, which hears it as with Yjs', () => {
    const source = sourceDoc();
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(source));
    const before = Y.encodeStateVector(source);
    source.getMap('elements').delete('e3');
    const deletion = Y.encodeStateAsUpdate(source, before);
    const heard: Uint8Array[] = [];
    const late: Uint8Array[] = [];
    doc.on('update', (bytes) => heard.push(bytes));
    doc.getMap('elements').observe(() => doc.on('update', (bytes) => late.push(bytes)));

    applyReceivedUpdate(doc, deletion, 'provider');

    expect(doc.getMap('elements').has('e3')).toBe(false);
    expect(heard).toEqual([deletion]);
    doc.getText('notes').insert(0, '!');
    expect(heard).toHaveLength(2);
    expect(late).toHaveLength(2);
  });
});
