import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DocumentState } from './document-state.ts';
import { stateVectorAfter } from './state-vector.ts';

/** Edits by a few clients, each captured as the update it produced, in the order they happened. */
function history(edits: Array<{ client: number; key: number; text: string }>): Uint8Array[] {
  const docs = new Map<number, Y.Doc>();
  const updates: Uint8Array[] = [];
  for (const { client, key, text } of edits) {
    let doc = docs.get(client);
    if (!doc) {
      doc = new Y.Doc();
      doc.clientID = client + 1;
      // Each client has seen everything before it joins and edits.
      for (const update of updates) Y.applyUpdate(doc, update);
      docs.set(client, doc);
    }
    for (const update of updates) Y.applyUpdate(doc, update);
    let captured: Uint8Array | null = null;
    const listener = (update: Uint8Array) => (captured = update);
    doc.on('update', listener);
    doc.transact(() => {
      doc.getMap('project').set(`k${key}`, text);
      doc.getText('story').insert(0, text);
    });
    doc.off('update', listener);
    if (captured) updates.push(captured);
  }
  return updates;
}

const asMap = (vector: Uint8Array) => Object.fromEntries(Y.decodeStateVector(vector));

const edits = fc.array(
  fc.record({
    client: fc.integer({ min: 0, max: 3 }),
    key: fc.integer({ min: 0, max: 5 }),
    text: fc.string(),
  }),
  { minLength: 1, maxLength: 25 },
);

describe('stateVectorAfter', () => {
  it('equals the state vector of the merged document, whatever the order of the rows', () => {
    fc.assert(
      fc.property(edits, fc.nat(), fc.boolean(), (steps, cut, shuffle) => {
        const updates = history(steps);
        const split = cut % (updates.length + 1);
        const snapshotDoc = new Y.Doc();
        for (const update of updates.slice(0, split)) Y.applyUpdate(snapshotDoc, update);
        const rows = updates.slice(split);
        if (shuffle) rows.reverse();
        const full = new Y.Doc();
        for (const update of updates) Y.applyUpdate(full, update);
        const computed = stateVectorAfter(Y.encodeStateVector(snapshotDoc), rows);
        expect(asMap(computed)).toEqual(asMap(Y.encodeStateVector(full)));
        const merged = Y.mergeUpdates([Y.encodeStateAsUpdate(snapshotDoc), ...rows]);
        expect(asMap(computed)).toEqual(asMap(Y.encodeStateVectorFromUpdate(merged)));
      }),
      { numRuns: 200 },
    );
  });

  it('never counts a change that follows a gap', () => {
    const updates = history([
      { client: 0, key: 1, text: 'a' },
      { client: 0, key: 2, text: 'b' },
      { client: 0, key: 3, text: 'c' },
    ]);
    const computed = stateVectorAfter(Y.encodeStateVector(new Map()), [updates[0]!, updates[2]!]);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, updates[0]!);
    Y.applyUpdate(doc, updates[2]!);
    expect(asMap(computed)).toEqual(asMap(Y.encodeStateVector(doc)));
    expect(asMap(computed)).toEqual({ 1: 2 });
  });

  it("is a cold document's state vector: its snapshot's stored vector and the log after it", () => {
    const updates = history([
      { client: 0, key: 1, text: 'a' },
      { client: 1, key: 2, text: 'b' },
      { client: 0, key: 3, text: 'c' },
      { client: 2, key: 1, text: 'd' },
    ]);
    const snapshot = new Y.Doc();
    for (const update of updates.slice(0, 2)) Y.applyUpdate(snapshot, update);
    const state = new DocumentState(
      {
        parts: [Y.encodeStateAsUpdate(snapshot), ...updates.slice(2)],
        stateVector: null,
        firstPartStateVector: Y.encodeStateVector(snapshot),
      },
      () => undefined,
    );
    const full = new Y.Doc();
    for (const update of updates) Y.applyUpdate(full, update);
    expect(state.stateVectorReady).toBe(false);
    expect(asMap(state.stateVector())).toEqual(asMap(Y.encodeStateVector(full)));
    expect(state.isHot).toBe(false);
    // The parts are still sent as stored.
    expect(state.diff(new Uint8Array([0]))).toHaveLength(3);
  });
});
