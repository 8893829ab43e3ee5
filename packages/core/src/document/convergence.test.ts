// Property: replicas applying random operations and exchanging updates in random order converge,
// and the tree they converge to is valid (every read view at once, the stored tree after repair).
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { duplicateElement } from '../operations/duplicate-element.ts';
import { insertElement } from '../operations/insert-element.ts';
import { moveElements } from '../operations/move-elements.ts';
import { removeElements } from '../operations/remove-elements.ts';
import { renameElement } from '../operations/rename-element.ts';
import { setStaticProp } from '../operations/set-static-prop.ts';
import { wrapElements } from '../operations/wrap-elements.ts';
import { createProjectDoc } from './create-project.ts';
import { attachTreeRepair, normalizeTree } from './normalize-tree.ts';
import { REPAIR_ORIGIN } from '../origin.ts';
import { readProject } from './read-project.ts';
import { findTreeProblems } from './tree.ts';
import { validateTree } from './validate-tree.ts';

const REPLICAS = 3;
const REMOTE = Symbol('remote');

type Command =
  | { kind: 'op'; replica: number; op: number; a: number; b: number; c: number }
  | { kind: 'deliver'; to: number; pick: number }
  /** Two replicas edit the same element before hearing from each other. */
  | { kind: 'race'; a: number; b: number; c: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('op' as const),
    replica: fc.nat(REPLICAS - 1),
    op: fc.nat(7),
    a: fc.nat(50),
    b: fc.nat(50),
    c: fc.nat(50),
  }),
  fc.record({ kind: fc.constant('deliver' as const), to: fc.nat(REPLICAS - 1), pick: fc.nat(50) }),
  fc.record({ kind: fc.constant('race' as const), a: fc.nat(50), b: fc.nat(50), c: fc.nat(50) }),
);

interface Replica {
  doc: Y.Doc;
  inbox: Uint8Array[];
}

function setup(normalizeOnReceive: boolean) {
  const base = createProjectDoc({ label: 'Convergence' });
  const pageId = Object.keys(readProject(base).pages)[0]!;
  // A shared starting tree, so replicas often edit the same elements concurrently.
  const add = (parentId: string | null, name: string) =>
    insertElement(base, { pageId, parentId, elementType: 'Flex', name });
  const a = add(null, 'A');
  add(a, 'A1');
  add(add(a, 'A2'), 'A21');
  add(add(null, 'B'), 'B1');
  add(null, 'C');
  const seed = Y.encodeStateAsUpdate(base);
  const replicas: Replica[] = [];
  for (let index = 0; index < REPLICAS; index += 1) {
    const doc = new Y.Doc();
    doc.clientID = index + 1; // deterministic conflict resolution, so failures shrink and replay
    Y.applyUpdate(doc, seed, REMOTE);
    replicas.push({ doc, inbox: [] });
  }
  replicas.forEach((replica, index) => {
    if (normalizeOnReceive) {
      // As a collaboration client does: repair after every remote transaction.
      attachTreeRepair(replica.doc);
      replica.doc.on('afterTransaction', (transaction: Y.Transaction) => {
        if (transaction.origin === REPAIR_ORIGIN) repairs += 1;
      });
    }
    replica.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === REMOTE) return;
      replicas.forEach((peer, peerIndex) => peerIndex !== index && peer.inbox.push(update));
    });
  });
  const deliver = (replica: Replica, pick: number) => {
    if (replica.inbox.length === 0) return;
    const [update] = replica.inbox.splice(pick % replica.inbox.length, 1);
    Y.applyUpdate(replica.doc, update!, REMOTE);
  };
  return { replicas, pageId, deliver };
}

function run(doc: Y.Doc, pageId: string, command: Extract<Command, { kind: 'op' }>) {
  const ids = Object.keys(readProject(doc).pages[pageId]!.elements).sort();
  const pick = (n: number) => (ids.length === 0 ? undefined : ids[n % ids.length]);
  const a = pick(command.a);
  const b = pick(command.b);
  const name = `e${command.c}`;
  switch (command.op) {
    case 0:
    case 1:
      insertElement(doc, {
        pageId,
        parentId: command.op === 0 || !a ? null : a,
        index: command.c % 4,
        elementType: 'Flex',
        name,
      });
      return;
    case 2:
      if (a) removeElements(doc, { pageId, elementIds: [a] });
      return;
    case 3:
      if (a && b) {
        const position = (['top', 'bottom', 'over'] as const)[command.c % 3]!;
        moveElements(doc, { pageId, elementIds: [a], target: { kind: 'element', id: b, position } });
      } else if (a) {
        moveElements(doc, { pageId, elementIds: [a], target: { kind: 'page', index: command.c % 3 } });
      }
      return;
    case 4:
      if (a) moveElements(doc, { pageId, elementIds: [a], target: { kind: 'page', index: command.b % 3 } });
      return;
    case 5:
      if (a) wrapElements(doc, { pageId, elementIds: [a], elementType: 'Flex', name });
      return;
    case 6:
      if (a) duplicateElement(doc, { pageId, elementId: a });
      return;
    default:
      if (a) {
        setStaticProp(doc, { pageId, elementId: a, prop: `p${command.b % 3}`, content: command.c });
        renameElement(doc, { pageId, elementId: a, name });
      }
  }
}

function attempt(change: () => unknown) {
  try {
    change();
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
  }
}

/** Elements both replicas know: one moves the element, the other moves it elsewhere or removes its parent. */
function race(first: Y.Doc, second: Y.Doc, pageId: string, command: Extract<Command, { kind: 'race' }>) {
  const known = (doc: Y.Doc) => new Set(Object.keys(readProject(doc).pages[pageId]!.elements));
  const inSecond = known(second);
  const common = [...known(first)].filter((id) => inSecond.has(id)).sort();
  if (common.length < 2) return;
  const pick = (n: number) => common[n % common.length]!;
  const [a, b, c] = [pick(command.a), pick(command.b), pick(command.c)];
  attempt(() =>
    moveElements(first, { pageId, elementIds: [a], target: { kind: 'element', id: b, position: 'over' } }),
  );
  if (command.c % 2 === 0) {
    attempt(() =>
      moveElements(second, { pageId, elementIds: [c], target: { kind: 'element', id: a, position: 'over' } }),
    );
    attempt(() =>
      moveElements(second, { pageId, elementIds: [a], target: { kind: 'element', id: c, position: 'over' } }),
    );
  } else {
    attempt(() => removeElements(second, { pageId, elementIds: [b] }));
    attempt(() => insertElement(second, { pageId, parentId: a, elementType: 'Flex', name: 'raced' }));
  }
}

function syncAll(replicas: Replica[], deliver: (replica: Replica, pick: number) => void) {
  for (let guard = 0; replicas.some((replica) => replica.inbox.length > 0); guard += 1) {
    if (guard > 10_000) throw new Error('replicas keep producing updates');
    for (const replica of replicas) while (replica.inbox.length > 0) deliver(replica, 0);
  }
}

function expectConverged(replicas: Replica[]) {
  const first = replicas[0]!.doc.getMap('project').toJSON();
  for (const replica of replicas.slice(1)) expect(replica.doc.getMap('project').toJSON()).toEqual(first);
}

let counter = 0;
/** Fixes applied over all runs: proves the runs reach states that need the repair. */
let repairs = 0;
beforeEach(() => {
  // Deterministic ids (unique across replicas) so a failing run replays identically.
  vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(
    () =>
      `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}` as `${string}-${string}-${string}-${string}-${string}`,
  );
});
afterEach(() => vi.restoreAllMocks());

describe.each([
  ['repairing after every remote update', true],
  ['repairing only at the end', false],
])('replicas %s', (_title, normalizeOnReceive) => {
  it('converge to the same valid tree', () => {
    repairs = 0;
    fc.assert(
      fc.property(fc.array(commandArb, { minLength: 1, maxLength: 60 }), (commands) => {
        counter = 0;
        const { replicas, pageId, deliver } = setup(normalizeOnReceive);
        for (const command of commands) {
          if (command.kind === 'deliver') {
            deliver(replicas[command.to]!, command.pick);
            continue;
          }
          if (command.kind === 'race') {
            race(replicas[0]!.doc, replicas[1]!.doc, pageId, command);
          } else {
            try {
              run(replicas[command.replica]!.doc, pageId, command);
            } catch (error) {
              if (!(error instanceof OperationError)) throw error;
            }
          }
          const replicaIndex = command.kind === 'race' ? 1 : command.replica;
          // The read view is valid at every moment, whatever the stored tree looks like.
          const page = readProject(replicas[replicaIndex]!.doc).pages[pageId]!;
          expect(findTreeProblems(page)).toEqual([]);
        }
        syncAll(replicas, deliver);
        expectConverged(replicas);
        expect(readProject(replicas[1]!.doc)).toEqual(readProject(replicas[0]!.doc));

        // Every replica repairs concurrently; a few exchange rounds settle the repairs.
        for (let round = 0; round < 4; round += 1) {
          for (const replica of replicas) repairs += normalizeTree(replica.doc);
          syncAll(replicas, deliver);
        }
        expectConverged(replicas);
        for (const replica of replicas) expect(validateTree(replica.doc)).toEqual([]);
        for (const replica of replicas) expect(normalizeTree(replica.doc)).toBe(0);
      }),
      { numRuns: 150 },
    );
    expect(repairs).toBeGreaterThan(0);
  });
});
