// Runs one operation's changes as one transaction (one undo step, one update on the wire) and
// returns what the change produced.
import type * as Y from 'yjs';

export function transact<T>(doc: Y.Doc, origin: unknown, change: () => T): T {
  let result: T | undefined;
  doc.transact(() => {
    result = change();
  }, origin);
  return result as T;
}
