// The server records every upload in the project document; the uploader waits a moment for that
// change to arrive before placing the file itself, so both write the same asset one after the other
// rather than at once.
import { assetsMap } from '@vitrine/core';
import type * as Y from 'yjs';

/** How long the uploader waits for the server's record of an upload before writing its own. */
const RECORD_WAIT_MS = 1000;

/** Resolves once the asset is in the document (the server's change arrived), or after `ms`. */
export function whenRecorded(doc: Y.Doc, id: string, ms = RECORD_WAIT_MS): Promise<void> {
  const assets = assetsMap(doc);
  if (assets.has(id)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      assets.unobserve(seen);
      resolve();
    };
    const seen = () => {
      if (assets.has(id)) done();
    };
    const timer = setTimeout(done, ms);
    assets.observe(seen);
  });
}
