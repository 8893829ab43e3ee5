// A server document with the collaboration repair hook, applied to as the room applies a client
// update, and raw clients synced through it: what document-repair.test.ts and
// library-tree-repair.test.ts write through.
import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import { REPAIR_ORIGIN } from '@vitrine/collab/server';
import { PROJECT_ROOT, createProjectDoc, pagesMap, type YMap } from '@vitrine/core';
import { createDocumentRepair } from './document-repair.ts';

export function quietLogger() {
  const errors: unknown[] = [];
  const logger = {
    info() {},
    debug() {},
    warn: (...args: unknown[]) => errors.push(args),
    error: (...args: unknown[]) => errors.push(args),
  } as unknown as FastifyBaseLogger;
  return { logger, errors };
}

/**
 * A server document with the repair hook, applied to exactly as the room applies a client update
 * (collab's DocumentState.apply), and clients synced through it.
 */
export function createRoom() {
  const { logger, errors } = quietLogger();
  const repair = createDocumentRepair(logger);
  const server = new Y.Doc();
  Y.applyUpdate(server, Y.encodeStateAsUpdate(createProjectDoc({ label: 'Repair' })));
  let repairs = 0;
  server.on('afterTransaction', (transaction: Y.Transaction) => {
    if (transaction.origin === REPAIR_ORIGIN) repairs += 1;
  });
  const pageId = [...pagesMap(server).keys()][0]!;

  const receive = (update: Uint8Array, origin: object) => {
    let applied: Y.Transaction | null = null;
    const capture = (transaction: Y.Transaction) => {
      if (transaction.origin === origin) applied ??= transaction;
    };
    server.on('afterTransaction', capture);
    Y.applyUpdate(server, update, origin);
    server.off('afterTransaction', capture);
    const started = performance.now();
    if (applied) repair('project', server, applied);
    return performance.now() - started;
  };

  const client = () => {
    const doc = new Y.Doc();
    const origin = { client: doc.clientID };
    const pull = () => Y.applyUpdate(doc, Y.encodeStateAsUpdate(server, Y.encodeStateVector(doc)));
    pull();
    return {
      doc,
      pull,
      /** Writes as a raw Yjs client would, sends it, and hears the server's answer back. */
      write(edit: (project: YMap, doc: Y.Doc) => void, options: { pull?: boolean } = {}) {
        const before = Y.encodeStateVector(doc);
        doc.transact(() => edit(doc.getMap(PROJECT_ROOT), doc));
        const ms = receive(Y.encodeStateAsUpdate(doc, before), origin);
        if (options.pull !== false) pull();
        return ms;
      },
    };
  };
  return { server, pageId, client, errors, repairs: () => repairs };
}
