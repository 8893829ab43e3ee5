// What a backup of the local file store needs from the stores that write to it. The backup copies
// DATA_DIR/files after it has the database's snapshot, so every file the snapshot names must still
// be there while it copies: deletes wait until the backup lets go, and the backup can wait for the
// writes already under way (an upload writes its row first, then its bytes).
import path from 'node:path';

export interface StoreGate {
  /** Counts a write until it settles. */
  track<T>(write: Promise<T>): Promise<T>;
  /** Runs the delete now, or after the last hold when a backup holds the gate. */
  delete(remove: () => Promise<void>): Promise<void>;
  /** Holds deletes back until the returned function is called. */
  hold(): () => void;
  /** Resolves once every write started so far has settled (later ones are not waited for). */
  writesSettled(): Promise<void>;
}

/** One gate per store root: every store on the same directory shares it, whichever route made it. */
const gates = new Map<string, StoreGate>();

export function storeGate(root: string): StoreGate {
  const key = path.resolve(root);
  let gate = gates.get(key);
  if (!gate) {
    gate = createGate();
    gates.set(key, gate);
  }
  return gate;
}

function createGate(): StoreGate {
  const writes = new Set<Promise<unknown>>();
  let holds = 0;
  let deferred: Array<() => Promise<void>> = [];

  async function runDeferred() {
    const removals = deferred;
    deferred = [];
    // A missing file is not an error for a delete; any other failure was the caller's to see, and
    // the caller has moved on: the file stays, as it would after a crash between row and bytes.
    for (const remove of removals) await remove().catch(() => undefined);
  }

  return {
    track(write) {
      writes.add(write);
      const settle = () => void writes.delete(write);
      write.then(settle, settle);
      return write;
    },
    async delete(remove) {
      if (holds === 0) return remove();
      deferred.push(remove);
    },
    hold() {
      holds++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds--;
        if (holds === 0) void runDeferred();
      };
    },
    async writesSettled() {
      await Promise.allSettled([...writes]);
    },
  };
}
