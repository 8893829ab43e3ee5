// Applies an update received from the server without encoding it again. When a Y.Doc has `update`
// listeners (y-indexeddb storing, y-websocket sending local changes, the thumbnail debounce), Yjs
// encodes every transaction's changes for them, and for the first sync of a large project that
// encoding repeats the whole received document: 0.15–0.3 s of main thread for 10 000 elements,
// before the builder can show its outliner. The bytes just received already are such an update, so
// the listeners are given those instead: detached while Yjs applies it, then called with the
// received bytes, the same origin and the same transaction, in the same order, and only when the
// transaction changed something (as Yjs itself decides).
import * as Y from 'yjs';

type UpdateListener = (update: Uint8Array, origin: unknown, doc: Y.Doc, transaction: Y.Transaction) => void;

/** lib0's observable keeps its listeners per event name in this (public, untyped here) map. */
interface Observed {
  _observers: Map<string, Set<UpdateListener>>;
}

/** Whether a transaction added or deleted anything: Yjs emits `update` only then. */
function changedAnything(transaction: Y.Transaction): boolean {
  if (transaction.deleteSet.clients.size > 0) return true;
  for (const [client, clock] of transaction.afterState)
    if (transaction.beforeState.get(client) !== clock) return true;
  return false;
}

export function applyReceivedUpdate(doc: Y.Doc, update: Uint8Array, origin: unknown): void {
  const observers = (doc as unknown as Observed)._observers;
  const listeners = observers?.get('update');
  if (!observers || !listeners || listeners.size === 0) {
    Y.applyUpdate(doc, update, origin);
    return;
  }
  // Yjs may apply an update in more than one transaction (structs it had to keep pending are retried).
  const applied: Y.Transaction[] = [];
  const capture = (transaction: Y.Transaction) => applied.push(transaction);
  observers.delete('update');
  doc.on('afterTransaction', capture);
  try {
    Y.applyUpdate(doc, update, origin);
  } finally {
    doc.off('afterTransaction', capture);
    // A listener added while applying (by an observer) is kept; Yjs itself has already given it this
    // update. (One removed while applying would come back: nothing in the studio does that.)
    const added = observers.get('update');
    observers.set('update', added ? new Set([...listeners, ...added]) : listeners);
  }
  const transaction = applied.find(changedAnything);
  if (!transaction) return;
  for (const listener of [...listeners]) listener(update, origin, doc, transaction);
}
