// A delete through the API by a client other than the builder takes the assets out of the project
// document on the server, so the library no longer lists them and the purge can let their bytes go.
// The builder takes them out itself, as one change its undo can take back, and says so
// (`removedFromDocument`): the server then leaves the document alone, or it would delete again an
// asset the user brought back before the call arrived.
import { assetsMap, removeAssets } from '@vitrine/core';
import { SERVER_ORIGIN, writeServerChange, type RecordContext } from './server-change.ts';

/**
 * Takes the assets among `ids` out of the document the way the builder does (a folder's children
 * move to its parent); ids the library does not hold are skipped.
 */
export async function recordDelete(context: RecordContext, projectId: string, ids: string[]) {
  await writeServerChange(context, projectId, (doc) => {
    const assets = assetsMap(doc);
    const listed = ids.filter((id) => assets.has(id));
    if (listed.length === 0) return false;
    removeAssets(doc, { ids: listed }, SERVER_ORIGIN);
    return true;
  });
}
