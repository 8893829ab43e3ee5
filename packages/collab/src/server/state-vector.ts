// The state vector of a stored document (snapshot + the log rows after it) without merging it: the
// snapshot's stored vector, advanced by each row's structs that continue a client's known clock.
// Merging a 10 000-element document only to read its vector costs the server over half a second;
// the log rows after a snapshot are small.
//
// The result never claims more than the document holds: a struct that starts past a gap does not
// count (as a Y.Doc keeps it pending), so at worst a peer is asked for something the server has.
import * as Y from 'yjs';

export function stateVectorAfter(snapshotVector: Uint8Array, updates: readonly Uint8Array[]): Uint8Array {
  const vector = Y.decodeStateVector(snapshotVector);
  const structs = updates.flatMap((update) =>
    Y.decodeUpdate(update).structs.filter((struct) => !(struct instanceof Y.Skip)),
  );
  // Rows may arrive out of order (a row can fill the gap before an earlier one): repeat until
  // nothing advances. Each pass moves at least one struct or ends.
  let pending = structs;
  for (;;) {
    const left = pending.filter((struct) => {
      const { client, clock } = struct.id;
      const known = vector.get(client) ?? 0;
      if (clock > known) return true;
      vector.set(client, Math.max(known, clock + struct.length));
      return false;
    });
    if (left.length === pending.length) break;
    pending = left;
  }
  return Y.encodeStateVector(vector);
}
