// This device's copy of a project's document in IndexedDB (y-indexeddb), which the builder's session
// and the collaboration connection both open: edits made while the socket is down survive a reload
// and merge on the next sync.
import { IndexeddbPersistence } from 'y-indexeddb';
import type * as Y from 'yjs';

/** How long a socket waits for the local copy before connecting without it (IndexedDB blocked or failing). */
export const LOCAL_COPY_WAIT_MS = 3000;

export function openLocalCopy(projectId: string, doc: Y.Doc): IndexeddbPersistence {
  return new IndexeddbPersistence(`vitrine-project-${projectId}`, doc);
}

/** Resolves once the local copy is in the document, or after LOCAL_COPY_WAIT_MS without it. */
export function localCopyOrTimeout(local: IndexeddbPersistence): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    local.whenSynced.then(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, LOCAL_COPY_WAIT_MS))),
  ]).finally(() => clearTimeout(timer));
}
